import { validate } from 'superstruct';
import { countNewLikes, getChats, getLikes } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';
import type { Db } from '../src/db/connect';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function conversation(
  db: Db,
  a: number,
  b: number,
  unreadForA: number,
  lastAt: Date,
  removedForA = false,
): Promise<number> {
  const { id } = await db
    .insertInto('conversations')
    .values({ last_message_at: lastAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_members')
    .values([
      { conversation_id: id, member_id: a, num_unread: unreadForA, removed: removedForA },
      { conversation_id: id, member_id: b, num_unread: 0 },
    ])
    .execute();
  await db.insertInto('messages').values({ conversation_id: id, sender_id: b, text: 'Hi!', sent_at: lastAt }).execute();
  return id;
}

describe.each(['/api/chats.php', '/api/likes.php'])('%s without a live session', (path) => {
  test('no session at all: 403 not_logged_in', async () => {
    const res = await t.client().get(path);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not_logged_in');
  });

  test('a stale sid cookie: 403 session_expired', async () => {
    const c = t.client();
    c.cookies.set('sid', 'stale');
    const res = await c.get(path);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('session_expired');
  });
});

describe('with data', () => {
  let me: number;
  let c: HttpClient;
  const others: number[] = [];

  beforeAll(async () => {
    const m = await createMember(t.db, { gender: 'male', name: 'Me' });
    me = m.id;
    for (let i = 0; i < 5; i++)
      others.push((await createMember(t.db, { name: `Other ${i}`, date_of_birth: '1995-07-01' })).id);
    c = t.client();
    await c.login(m.email, m.password);
  });

  test('chats.php lists my conversations, latest first, with unread counts and the other member', async () => {
    const now = Date.now();
    const older = await conversation(t.db, me, others[0]!, 2, new Date(now - 3_600_000));
    const newer = await conversation(t.db, me, others[1]!, 0, new Date(now - 60_000));
    await conversation(t.db, me, others[2]!, 5, new Date(now), true); // removed from my list
    await conversation(t.db, others[3]!, others[4]!, 1, new Date(now)); // not mine

    const res = await c.get('/api/chats.php');
    expect(res.status).toBe(200);
    const [error] = validate(res.body, getChats.response);
    expect(error).toBeUndefined();
    expect(res.body.chats.map((x: { conversation: { id: number } }) => x.conversation.id)).toEqual([newer, older]);
    expect(res.body.chats[1]).toMatchObject({ num_unread_messages: 2, profile: { id: others[0], name: 'Other 0' } });
    // The newest message previews the conversation: from the other member here.
    expect(res.body.chats[1].last_message).toEqual({
      text: 'Hi!',
      sent_at: new Date(now - 3_600_000).toISOString(),
      mine: false,
    });
    // Another member's birth date is private: only the age shows.
    expect(res.body.chats[1].profile.date_of_birth).toBe('0000-00-00');
    expect(res.body.chats[1].profile.age).toBeGreaterThanOrEqual(29);
    const unread = res.body.chats.reduce(
      (n: number, x: { num_unread_messages: number }) => n + x.num_unread_messages,
      0,
    );
    expect(unread).toBe(2);
  });

  test('chats.php previews the newest message only, mine or not, cut to one line', async () => {
    const at = new Date(Date.now() + 60_000);
    const id = await conversation(t.db, me, others[3]!, 0, at);
    const long = `${'😀'.repeat(150)} end`;
    await t.db
      .insertInto('messages')
      .values([
        { conversation_id: id, sender_id: others[3]!, text: 'older', sent_at: at },
        { conversation_id: id, sender_id: me, text: long, sent_at: at },
      ])
      .execute();
    const res = await c.get('/api/chats.php');
    const item = res.body.chats.find((x: { conversation: { id: number } }) => x.conversation.id === id);
    // 140 whole emoji and an ellipsis: never half a surrogate pair
    expect(item.last_message).toEqual({ text: `${'😀'.repeat(140)}…`, sent_at: at.toISOString(), mine: true });
  });

  test('likes.php: profiles I liked, and who liked me with new likes first', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    await t.db
      .insertInto('likes')
      .values([
        { member_id: me, profile_id: others[0]!, created_at: new Date(now - 2 * hour) },
        { member_id: me, profile_id: others[1]!, created_at: new Date(now - hour) },
        { member_id: others[1]!, profile_id: me, like_new: false, created_at: new Date(now - 10 * hour) },
        { member_id: others[2]!, profile_id: me, like_new: true, created_at: new Date(now - 20 * hour) },
        { member_id: others[3]!, profile_id: me, like_new: false, created_at: new Date(now - hour) },
        { member_id: others[4]!, profile_id: me, like_new: true, created_at: new Date(now - 5 * hour) },
        { member_id: others[2]!, profile_id: others[3]!, like_new: true }, // between two others
      ])
      .execute();

    const res = await c.get('/api/likes.php');
    expect(res.status).toBe(200);
    const [error] = validate(res.body, getLikes.response);
    expect(error).toBeUndefined();
    expect(res.body.profiles.map((p: { id: number }) => p.id)).toEqual([others[1], others[0]]);
    expect(res.body.profiles.every((p: { did_like_profile: boolean }) => p.did_like_profile)).toBe(true);
    expect(res.body.liked_by.map((p: { id: number; like_new: boolean }) => [p.id, p.like_new])).toEqual([
      [others[4], true],
      [others[2], true],
      [others[3], false],
      [others[1], false],
    ]);
    // did_like_profile: do I like them back?
    const likedBy = new Map(
      res.body.liked_by.map((p: { id: number; did_like_profile: boolean }) => [p.id, p.did_like_profile]),
    );
    expect(likedBy.get(others[1]!)).toBe(true);
    expect(likedBy.get(others[2]!)).toBe(false);
    expect(countNewLikes(res.body)).toBe(2);
  });
});
