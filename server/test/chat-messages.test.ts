import { validate } from 'superstruct';
import { getChatMessages, getChats, MESSAGE_MAX_LENGTH, postChatMessage } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { expectTranslated } from './helpers/translated';
import { chatMember, newClientId, send, startChat, type ChatMember } from './helpers/chat';
import { PAGE_SIZE } from '../src/chat/message-page';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the database holds of a conversation: the rows a refused call must leave exactly as they were. */
async function stateOf(conversation: number, memberIds: number[]) {
  return {
    conversation: await t.db.selectFrom('conversations').selectAll().where('id', '=', conversation).execute(),
    members: await t.db
      .selectFrom('conversation_members')
      .selectAll()
      .where('conversation_id', '=', conversation)
      .orderBy('member_id')
      .execute(),
    messages: await t.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversation).execute(),
    ledger: await t.db.selectFrom('credit_ledger').selectAll().where('member_id', 'in', memberIds).execute(),
    balances: await t.db.selectFrom('members').select(['id', 'credits']).where('id', 'in', memberIds).execute(),
  };
}

const row = (conversation: number, memberId: number) =>
  t.db
    .selectFrom('conversation_members')
    .selectAll()
    .where('conversation_id', '=', conversation)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();

describe('sending', () => {
  test('a message costs one credit, counts as unread for the other member and reaches both pages', async () => {
    const a = await chatMember(t, 5, 'Anna');
    const b = await chatMember(t, 0, 'Bram');
    const conversation = await startChat(a, b);
    const clientId = newClientId();
    const res = await send(a, conversation, '  Hi Bram, fancy a walk?  ', clientId);
    expect(res.status).toBe(200);
    expect(validate(res.body, postChatMessage.response)[0]).toBeUndefined();
    expect(res.body.credits).toBe(4);
    expect(res.body.message).toMatchObject({
      conversation,
      from: a.id,
      text: 'Hi Bram, fancy a walk?', // trimmed
      mine: true,
      client_id: clientId,
      links_allowed: false,
    });

    const ledger = await t.db.selectFrom('credit_ledger').selectAll().where('member_id', '=', a.id).execute();
    expect(ledger.map((e) => [e.kind, e.credits])).toEqual([
      ['bonus', 5],
      ['message', -1],
    ]);
    expect(await row(conversation, b.id)).toMatchObject({ num_unread: 1, removed: false });
    expect(await row(conversation, a.id)).toMatchObject({ num_unread: 0, first_message_id: res.body.message.id });

    // B's list now has it, with the preview; A's too.
    const list = await b.c.get('/api/chats.php');
    expect(validate(list.body, getChats.response)[0]).toBeUndefined();
    expect(list.body.chats).toEqual([
      expect.objectContaining({
        conversation: { id: conversation },
        num_unread_messages: 1,
        last_message: { text: 'Hi Bram, fancy a walk?', sent_at: res.body.message.sent_at, mine: false },
      }),
    ]);

    // Events: the message on both sides with its own `mine` (B's page refetches its list, and its badge adds it
    // up), A's balance.
    const { client_id: _, ...shared } = res.body.message;
    expect(b.events).toEqual([{ type: 'message', message: { ...shared, mine: false, client_id: null } }]);
    expect(a.events).toEqual([
      { type: 'message', message: res.body.message },
      { type: 'credits', balance: 4, paid_user: false },
    ]);
  });

  test('the same client id twice: one message, one charge, the first answer again, no second event', async () => {
    const a = await chatMember(t, 3);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    const clientId = newClientId();
    const first = await send(a, conversation, 'Only once', clientId);
    const again = await send(a, conversation, 'Only once', clientId);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.credits).toBe(2);
    const messages = await t.db.selectFrom('messages').selectAll().where('sender_id', '=', a.id).execute();
    expect(messages).toHaveLength(1);
    expect((await row(conversation, b.id)).num_unread).toBe(1);
    expect(b.events.filter((e) => e.type === 'message')).toHaveLength(1);

    // Concurrent retries of one send (a flaky network resending): still one message, one charge.
    const clientId2 = newClientId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(a, conversation, 'Racing', clientId2)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.body.message.id)).size).toBe(1);
    const credits = await t.db.selectFrom('members').select('credits').where('id', '=', a.id).executeTakeFirst();
    expect(credits?.credits).toBe(1);
    expect((await row(conversation, b.id)).num_unread).toBe(2);
  });

  test(`${MESSAGE_MAX_LENGTH + 1} chars or only spaces: refused with the field's rule, nothing written`, async () => {
    const a = await chatMember(t, 5);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    const before = await stateOf(conversation, [a.id, b.id]);

    const long = await send(a, conversation, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: 'validation',
      fields: { text: { code: 'max_length', params: { max: 2000 } } },
    });
    expectTranslated(long.body);

    const blank = await send(a, conversation, ' \n\t ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: 'validation', fields: { text: { code: 'required' } } });
    expectTranslated(blank.body);
    expect(await stateOf(conversation, [a.id, b.id])).toEqual(before);

    // Exactly the limit is fine.
    expect((await send(a, conversation, 'y'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(200);
  });

  test('too few credits: 402 credits_too_few, translated, and nothing written', async () => {
    const a = await chatMember(t, 0);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    const before = await stateOf(conversation, [a.id, b.id]);
    const res = await send(a, conversation, 'Hello?');
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('credits_too_few');
    expectTranslated(res.body);
    expect(await stateOf(conversation, [a.id, b.id])).toEqual(before);
    expect(a.events).toEqual([]);
    expect(b.events).toEqual([]);
  });

  test('50 concurrent sends with credits for 10: exactly 10 messages, 10 credits spent, balance 0', async () => {
    const a = await chatMember(t, 10);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(a, conversation, `Message ${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);

    const messages = await t.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(messages).toHaveLength(10);
    const spent = await t.db
      .selectFrom('credit_ledger')
      .select(['credits'])
      .where('member_id', '=', a.id)
      .where('kind', '=', 'message')
      .execute();
    expect(spent.reduce((n, e) => n + e.credits, 0)).toBe(-10);
    const balance = await t.db.selectFrom('members').select('credits').where('id', '=', a.id).executeTakeFirst();
    expect(balance?.credits).toBe(0);
    expect((await row(conversation, b.id)).num_unread).toBe(10);
    // The balances answered count down without repeats: each send saw its own spend.
    const balances = answers.filter((r) => r.status === 200).map((r) => r.body.credits);
    expect(balances.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('60 messages a minute per sender: the 61st gets 429 messages_too_fast, uncharged', async () => {
    const a = await chatMember(t, 100);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    for (let i = 0; i < 60; i++) expect((await send(a, conversation, `Quick ${i}`)).status).toBe(200);
    const res = await send(a, conversation, 'One too many');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('messages_too_fast');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expectTranslated(res.body);
    const balance = await t.db.selectFrom('members').select('credits').where('id', '=', a.id).executeTakeFirst();
    expect(balance?.credits).toBe(40);
    // Another sender is counted on their own.
    const c = await chatMember(t, 1);
    expect((await send(c, await startChat(c, b), 'Hi')).status).toBe(200);
  });

  test('a removed conversation comes back to the list with a new message', async () => {
    const a = await chatMember(t, 5);
    const b = await chatMember(t, 5);
    const conversation = await startChat(a, b);
    expect((await send(a, conversation, 'First')).status).toBe(200);
    b.events.length = 0;

    const removed = await b.c.delete('/api/chat.php', { conversation });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await b.c.get('/api/chats.php')).body.chats).toEqual([]);
    expect(await row(conversation, b.id)).toMatchObject({ removed: true, num_unread: 0 });
    expect(b.events).toEqual([{ type: 'conversation_removed', conversation }]);
    // A keeps it.
    expect((await a.c.get('/api/chats.php')).body.chats).toHaveLength(1);

    expect((await send(a, conversation, 'Still there?')).status).toBe(200);
    const list = (await b.c.get('/api/chats.php')).body.chats;
    expect(list).toEqual([expect.objectContaining({ conversation: { id: conversation }, num_unread_messages: 1 })]);
    expect(list[0].last_message.text).toBe('Still there?');
  });

  test('links are clickable once both members had written before the message', async () => {
    const a = await chatMember(t, 5);
    const b = await chatMember(t, 5);
    const conversation = await startChat(a, b);
    const sent = [];
    for (const [who, text] of [
      [a, 'see https://example.com'],
      [a, 'and https://example.org'],
      [b, 'my reply with https://example.net'],
      [a, 'now https://example.com'],
      [b, 'and mine https://example.com'],
    ] as const) {
      const res = await send(who, conversation, text);
      expect(res.status).toBe(200);
      sent.push(res.body.message.links_allowed);
    }
    // A's two openers and B's first reply: not both had written before each of them.
    expect(sent).toEqual([false, false, false, true, true]);
    const page = await b.c.get(`/api/chat_messages.php?conversation=${conversation}`);
    expect(page.body.messages.map((m: { links_allowed: boolean }) => m.links_allowed)).toEqual(sent);
    // B's copy of each message on the stream carries the same flag.
    const streamed = b.events.flatMap((e) => (e.type === 'message' ? [e.message.links_allowed] : []));
    expect(streamed).toEqual(sent);
  });
});

describe('reading', () => {
  let a: ChatMember;
  let b: ChatMember;
  let conversation: number;
  let ids: number[];

  beforeAll(async () => {
    a = await chatMember(t, 0);
    b = await chatMember(t, 0);
    conversation = await startChat(a, b);
    // 75 messages, alternating senders, written directly (sending them would hit the rate limit).
    const rows = Array.from({ length: 75 }, (_, i) => ({
      conversation_id: conversation,
      sender_id: i % 3 === 0 ? b.id : a.id,
      text: `Line ${i}`,
      sent_at: new Date(Date.now() - (75 - i) * 60_000),
    }));
    ids = (await t.db.insertInto('messages').values(rows).returning('id').execute()).map((r) => r.id);
    await t.db
      .updateTable('conversations')
      .set({ last_message_at: new Date() })
      .where('id', '=', conversation)
      .execute();
  });

  test('pages of 30 by id, oldest first, without gaps or duplicates while new messages arrive', async () => {
    expect(PAGE_SIZE).toBe(30);
    const seen: number[] = [];
    let before: number | undefined;
    const pages: { count: number; has_more: boolean }[] = [];
    for (;;) {
      const res = await a.c.get(
        `/api/chat_messages.php?conversation=${conversation}${before ? `&before=${before}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(validate(res.body, getChatMessages.response)[0]).toBeUndefined();
      const pageIds = res.body.messages.map((m: { id: number }) => m.id);
      expect([...pageIds].sort((x, y) => x - y)).toEqual(pageIds); // oldest first
      seen.unshift(...pageIds);
      pages.push({ count: pageIds.length, has_more: res.body.has_more });
      // A new message between pages must not shift the older ones.
      await t.db
        .insertInto('messages')
        .values({ conversation_id: conversation, sender_id: b.id, text: 'meanwhile' })
        .execute();
      if (!res.body.has_more) break;
      before = pageIds[0];
    }
    expect(pages).toEqual([
      { count: 30, has_more: true },
      { count: 30, has_more: true },
      { count: 15, has_more: false },
    ]);
    expect(seen).toEqual(ids);
  });

  test('the page carries the other member, mine per message and their read mark', async () => {
    const res = await a.c.get(`/api/chat_messages.php?conversation=${conversation}`);
    expect(res.body.profile).toMatchObject({ id: b.id, name: 'Chatter' });
    const last = res.body.messages.at(-1);
    expect(last.mine).toBe(last.from === a.id);
    expect(res.body.read_up_to).toBe(0);
  });

  test('marking read: unread to 0, the read mark only forward and never past the newest, events to both', async () => {
    await t.db
      .updateTable('conversation_members')
      .set({ num_unread: 5 })
      .where('conversation_id', '=', conversation)
      .where('member_id', '=', b.id)
      .execute();
    const newest = await t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', conversation)
      .executeTakeFirstOrThrow();
    a.events.length = 0;
    b.events.length = 0;

    // An id beyond the conversation's newest message marks only up to the newest.
    const res = await b.c.post('/api/chat_messages.php?read=1', { conversation, up_to: newest.id! + 1000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await row(conversation, b.id)).toMatchObject({ num_unread: 0, last_read_message_id: newest.id });
    expect(a.events).toEqual([{ type: 'read', conversation, read_up_to: newest.id }]);
    expect(b.events).toEqual([{ type: 'chats_changed' }]);
    expect((await a.c.get(`/api/chat_messages.php?conversation=${conversation}`)).body.read_up_to).toBe(newest.id);

    // Backwards does nothing to the mark, and tells A nothing new.
    a.events.length = 0;
    expect((await b.c.post('/api/chat_messages.php?read=1', { conversation, up_to: ids[0] })).status).toBe(200);
    expect((await row(conversation, b.id)).last_read_message_id).toBe(newest.id);
    expect(a.events).toEqual([]);
  });

  test('a message that arrived after the page the member read stays unread', async () => {
    const c = await chatMember(t, 5);
    const d = await chatMember(t, 5);
    const conv = await startChat(c, d);
    const first = (await send(c, conv, 'One')).body.message.id;
    await send(c, conv, 'Two');
    // D's page showed only 'One' when D marked it read.
    expect((await d.c.post('/api/chat_messages.php?read=1', { conversation: conv, up_to: first })).status).toBe(200);
    expect(await row(conv, d.id)).toMatchObject({ num_unread: 1, last_read_message_id: first });
    expect(d.events.at(-1)).toEqual({ type: 'chats_changed' });
  });
});

describe('typing', () => {
  test('reaches the other member only; 40 a minute', async () => {
    const a = await chatMember(t, 0);
    const b = await chatMember(t, 0);
    const conversation = await startChat(a, b);
    const res = await a.c.post('/api/chat_typing.php', { conversation });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(b.events).toEqual([{ type: 'typing', conversation, from: a.id }]);
    expect(a.events).toEqual([]);
    for (let i = 1; i < 40; i++) expect((await a.c.post('/api/chat_typing.php', { conversation })).status).toBe(200);
    const limited = await a.c.post('/api/chat_typing.php', { conversation });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(b.events).toHaveLength(40);
  });
});

describe('a third member', () => {
  test('cannot read, send, mark read, type in or remove the conversation of two others: 404, no change', async () => {
    const a = await chatMember(t, 5);
    const b = await chatMember(t, 0);
    const c = await chatMember(t, 5);
    const conversation = await startChat(a, b);
    const sent = await send(a, conversation, 'Between us');
    expect(sent.status).toBe(200);
    const before = await stateOf(conversation, [a.id, b.id, c.id]);
    a.events.length = 0;
    b.events.length = 0;

    const answers = [
      await c.c.get(`/api/chat_messages.php?conversation=${conversation}`),
      await send(c, conversation, 'Let me in'),
      await c.c.post('/api/chat_messages.php?read=1', { conversation, up_to: sent.body.message.id }),
      await c.c.post('/api/chat_typing.php', { conversation }),
      await c.c.delete('/api/chat.php', { conversation }),
    ];
    // The same answer as for a conversation that does not exist.
    const unknown = await c.c.get('/api/chat_messages.php?conversation=999999');
    for (const res of [...answers, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
      expect(res.text).not.toContain('Between us');
    }
    expect(await stateOf(conversation, [a.id, b.id, c.id])).toEqual(before);
    expect([...a.events, ...b.events]).toEqual([]);
  });

  test('visitors get 403 not_logged_in on every chat call', async () => {
    const v = t.client();
    await v.prime();
    for (const res of [
      await v.get('/api/chat_messages.php?conversation=1'),
      await v.post('/api/chat_messages.php', { conversation: 1, text: 'x', client_id: newClientId() }),
      await v.post('/api/chat_messages.php?read=1', { conversation: 1, up_to: 1 }),
      await v.post('/api/chat_typing.php', { conversation: 1 }),
      await v.delete('/api/chat.php', { conversation: 1 }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('not_logged_in');
    }
  });
});
