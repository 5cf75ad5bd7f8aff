import { sql } from 'kysely';
import { validate } from 'superstruct';
import { getChatMessages } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { runSeed } from '../src/seed/run-seed';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo';
import { createExtraLogins, extraLoginEmail } from '../src/seed/extra-logins';
import { CHAT_SCRIPTS } from '../src/seed/chat-lines';
import { marksOf } from '../src/seed/conversations';
import { mediaDirOf } from '../src/config';
import { DirectoryStore } from '../src/objects/directory-store';

let t: TestApp;
// Seeding 400 members is the slow part (~20 s on PGlite on a quiet machine): the limit only stops a hang.
beforeAll(async () => {
  t = await startTestApp();
  const result = await runSeed(t.db, {
    count: 400,
    reset: false,
    seed: 11,
    batchSize: 100,
    avatarsPerGender: 2,
    media: new DirectoryStore(mediaDirOf(t.dataDir), console),
  });
  expect(result.skipped).toBe(false);
  await createExtraLogins(t.db, 9);
}, 180_000);
afterAll(() => t.close());

test('seeded conversations: a woman and a man of one language, talking in it', async () => {
  const rows = await t.db
    .selectFrom('messages as m')
    .innerJoin('members as s', 's.id', 'm.sender_id')
    .select(['m.conversation_id', 'm.text', 's.language', 's.gender', 's.fictional'])
    .where('s.fictional', '=', true)
    .execute();
  const byConversation = new Map<number, typeof rows>();
  for (const r of rows) byConversation.set(r.conversation_id, [...(byConversation.get(r.conversation_id) ?? []), r]);
  const languages = new Set<string>();
  let between = 0;
  for (const messages of byConversation.values()) {
    const senders = new Set(messages.map((m) => m.gender));
    if (messages.some((m) => !CHAT_SCRIPTS[m.language])) continue;
    // the demo's partners write in English to him; every other conversation is in its members' language
    const language = messages[0]!.language;
    const texts = new Set(CHAT_SCRIPTS[language]!.flat().map((l) => l.text));
    if (!messages.every((m) => texts.has(m.text))) continue;
    between += 1;
    languages.add(language);
    expect(new Set(messages.map((m) => m.language))).toEqual(new Set([language]));
    if (senders.size === 2) expect(senders).toEqual(new Set(['female', 'male']));
  }
  expect(between).toBeGreaterThanOrEqual(30);
  expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
});

test('every list row agrees with its messages: unread after the read mark, first message, last activity', async () => {
  const { rows } = await sql<{ bad: string }>`
    select count(*) as bad from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    where cm.num_unread <> (select count(*) from messages m where m.conversation_id = cm.conversation_id
                              and m.sender_id <> cm.member_id and m.id > cm.last_read_message_id)
       or cm.first_message_id is distinct from (select min(id) from messages m
                              where m.conversation_id = cm.conversation_id and m.sender_id = cm.member_id)
       or c.last_message_at <> (select max(sent_at) from messages m where m.conversation_id = c.id)`.execute(t.db);
  expect(Number(rows[0]!.bad)).toBe(0);
  const unread = await t.db
    .selectFrom('conversation_members')
    .select('conversation_id')
    .where('num_unread', '>', 0)
    .execute();
  expect(unread.length).toBeGreaterThan(5);
});

test('the demo member has a few unread conversations, and a first message whose link is not clickable', async () => {
  const c = t.client();
  expect((await c.login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  const chats = (await c.get('/api/chats.php')).body.chats;
  expect(chats).toHaveLength(4);
  expect(chats.filter((x: { num_unread_messages: number }) => x.num_unread_messages > 0)).toHaveLength(3);
  for (const chat of chats) {
    const page = await c.get(`/api/chat_messages.php?conversation=${chat.conversation.id}`);
    expect(page.status).toBe(200);
    expect(validate(page.body, getChatMessages.response)[0]).toBeUndefined();
    expect(page.body.messages.at(-1).text.startsWith(chat.last_message.text.replace(/…$/, ''))).toBe(true);
  }
  const stranger = chats.find((x: { last_message: { text: string } }) => x.last_message.text.includes('sourdough'));
  const page = await c.get(`/api/chat_messages.php?conversation=${stranger.conversation.id}`);
  expect(page.body.messages).toEqual([expect.objectContaining({ mine: false, links_allowed: false })]);
  // A conversation where both wrote: the later messages may carry links.
  const talked = await c.get(`/api/chat_messages.php?conversation=${chats[0].conversation.id}`);
  expect(talked.body.messages.at(-1).links_allowed).toBe(true);
});

test('member1 ... member9 have no conversations (end-to-end tests start from an empty chat list)', async () => {
  const emails = Array.from({ length: 9 }, (_, i) => extraLoginEmail(i + 1));
  const rows = await t.db
    .selectFrom('conversation_members as cm')
    .innerJoin('members as m', 'm.id', 'cm.member_id')
    .select('m.email')
    .where('m.email', 'in', emails)
    .execute();
  expect(rows).toEqual([]);
});

test('marksOf: the trailing messages of the other member are unread unless everything was read', () => {
  // senders: a a b b b; ids 10..14
  const senders = [1, 1, 2, 2, 2];
  const ids = [10, 11, 12, 13, 14];
  expect(marksOf(senders, ids, 1, false)).toEqual({ num_unread: 3, last_read_message_id: 11, first_message_id: 10 });
  expect(marksOf(senders, ids, 1, true)).toEqual({ num_unread: 0, last_read_message_id: 14, first_message_id: 10 });
  expect(marksOf(senders, ids, 2, false)).toEqual({ num_unread: 0, last_read_message_id: 14, first_message_id: 12 });
  expect(marksOf([2], [20], 1, false)).toEqual({ num_unread: 1, last_read_message_id: 0, first_message_id: null });
});
