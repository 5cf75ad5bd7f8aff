import { validate } from 'superstruct';
import { getBlocks } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember, giveApprovedPhoto } from './helpers/members';
import { giveCredits, newClientId } from './helpers/chat';
import type { HttpClient } from './helpers/http-client';

/**
 * Blocking (docs/product.md §7, safety): once A blocks B, the two vanish from each other's search, likes (both
 * lists) and chats, neither can open the other's profile, start a chat or write; unblocking brings it all back.
 */
let t: TestApp;
interface Side {
  id: number;
  c: HttpClient;
  /** the search that finds the other member */
  searchForOther: string;
}
let a: Side;
let b: Side;
let conversation: number;

async function login(fields: Parameters<typeof createMember>[1]): Promise<{ id: number; c: HttpClient }> {
  const m = await createMember(t.db, fields);
  await giveCredits(t, m.id, 100);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

beforeAll(async () => {
  t = await startTestApp();
  // Each lives in a country nobody else here does, so a search by it would show exactly the other one.
  const am = await login({ name: 'Arthur', gender: 'male', country: 'BE', countryregion: '' });
  const bm = await login({ name: 'Beatrix', gender: 'female', country: 'LU', countryregion: '' });
  a = { ...am, searchForOther: '/api/search.php?gender=female&country=LU&do_not_save=1' };
  b = { ...bm, searchForOther: '/api/search.php?gender=male&country=BE&do_not_save=1' };
  // what a visitor needs to see Beatrix at all (members/visibility.ts isShownToVisitors)
  await giveApprovedPhoto(t.db, b.id);
  expect((await a.c.post('/api/likes.php', { profile: b.id })).status).toBe(200);
  expect((await b.c.post('/api/likes.php', { profile: a.id })).status).toBe(200);
  conversation = (await a.c.get(`/api/chat.php?profile=${b.id}`)).body.id;
  expect((await send(a, 'Hello Beatrix')).status).toBe(200);
  expect((await send(b, 'Hello Arthur')).status).toBe(200);
});
afterAll(() => t.close());

const send = (from: Side, text: string) =>
  from.c.post('/api/chat_messages.php', { conversation, text, client_id: newClientId() });

const other = (side: Side) => (side === a ? b : a);

/** What `side` sees of the other member in every list. */
async function seenBy(side: Side) {
  const otherId = other(side).id;
  const [search, likes, chats, profile] = await Promise.all([
    side.c.get(side.searchForOther),
    side.c.get('/api/likes.php'),
    side.c.get('/api/chats.php'),
    side.c.get(`/api/profile.php?id=${otherId}`),
  ]);
  expect(search.status).toBe(200);
  const ids = (list: { id: number }[]) => list.map((p) => p.id);
  return {
    search: ids(search.body.profiles).includes(otherId),
    searchTotal: search.body.paging.num_results,
    liked: ids(likes.body.profiles).includes(otherId),
    likedBy: ids(likes.body.liked_by).includes(otherId),
    chats: chats.body.chats.some((c: { profile: { id: number } }) => c.profile.id === otherId),
    profile: profile.status,
  };
}

const everywhere = { search: true, searchTotal: 1, liked: true, likedBy: true, chats: true, profile: 200 };
const nowhere = { search: false, searchTotal: 0, liked: false, likedBy: false, chats: false, profile: 404 };

test('before any block both members see each other everywhere', async () => {
  expect(await seenBy(a)).toEqual(everywhere);
  expect(await seenBy(b)).toEqual(everywhere);
});

describe('after A blocks B', () => {
  beforeAll(async () => {
    const res = await a.c.post('/api/blocks.php', { profile: b.id });
    expect(res.status).toBe(200);
    expect(validate(res.body, getBlocks.response)[0]).toBeUndefined();
    expect(res.body.blocked).toEqual([expect.objectContaining({ id: b.id, name: 'Beatrix' })]);
  });

  test('A lists B as blocked; B lists nobody (B never learns of the block from the list)', async () => {
    expect((await a.c.get('/api/blocks.php')).body.blocked.map((m: { id: number }) => m.id)).toEqual([b.id]);
    expect((await b.c.get('/api/blocks.php')).body.blocked).toEqual([]);
  });

  test.each(['A', 'B'])(
    '%s no longer sees the other in search, likes given and received, chats or profile',
    async (who) => {
      expect(await seenBy(who === 'A' ? a : b)).toEqual(nowhere);
    },
  );

  test('neither can start a chat with the other', async () => {
    expect((await a.c.get(`/api/chat.php?profile=${b.id}`)).status).toBe(404);
    expect((await b.c.get(`/api/chat.php?profile=${a.id}`)).status).toBe(404);
  });

  test('neither can write in their existing conversation, and nothing is charged', async () => {
    for (const side of [a, b]) {
      const before = await t.db.selectFrom('members').select('credits').where('id', '=', side.id).executeTakeFirst();
      const res = await send(side, 'Still there?');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
      const after = await t.db.selectFrom('members').select('credits').where('id', '=', side.id).executeTakeFirst();
      expect(after).toEqual(before);
      expect((await side.c.get(`/api/chat_messages.php?conversation=${conversation}`)).status).toBe(404);
    }
    const texts = await t.db
      .selectFrom('messages')
      .select('text')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(texts.map((m) => m.text)).not.toContain('Still there?');
  });

  test('liking the other is refused like an unknown profile', async () => {
    expect((await b.c.post('/api/likes.php', { profile: a.id })).status).toBe(404);
  });

  test('B cannot lift the block on A’s behalf: B’s unblock only touches B’s own blocks', async () => {
    const res = await b.c.delete('/api/blocks.php', { profile: a.id });
    expect(res.status).toBe(200);
    expect(await seenBy(b)).toEqual(nowhere);
  });

  test('a visitor still sees both profiles: the block concerns only the two of them', async () => {
    expect((await t.client().get(`/api/profile.php?id=${b.id}`)).status).toBe(200);
  });
});

describe('refusals', () => {
  test('blocking oneself is 400 block_self', async () => {
    const res = await a.c.post('/api/blocks.php', { profile: a.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('block_self');
  });

  test('an unknown member is 404, bad input 400 (never a 500)', async () => {
    expect((await a.c.post('/api/blocks.php', { profile: 2_000_000_000 })).status).toBe(404);
    expect((await a.c.post('/api/blocks.php', { profile: 'x' })).status).toBe(400);
    expect((await a.c.post('/api/blocks.php', { profile: 2 ** 31 })).status).toBe(400);
    expect((await a.c.delete('/api/blocks.php', {})).status).toBe(400);
  });

  test('visitors cannot block', async () => {
    const visitor = t.client();
    await visitor.prime();
    expect((await visitor.post('/api/blocks.php', { profile: a.id })).status).toBe(403);
    expect((await visitor.get('/api/blocks.php')).status).toBe(403);
  });
});

describe('after A unblocks B', () => {
  beforeAll(async () => {
    const res = await a.c.delete('/api/blocks.php', { profile: b.id });
    expect(res.status).toBe(200);
    expect(res.body.blocked).toEqual([]);
  });

  test.each(['A', 'B'])('%s sees the other everywhere again, likes and conversation intact', async (who) => {
    expect(await seenBy(who === 'A' ? a : b)).toEqual(everywhere);
  });

  test('they can write again', async () => {
    expect((await send(b, 'Welcome back')).status).toBe(200);
  });
});

test('a block and an unblock are seen by the next search at once, before the database’s notice of them', async () => {
  expect(await seenBy(a)).toEqual(everywhere);
  // the notices of the commits (migration 0015_poll_changes) arrive only after the searches below
  const pollVersions = t.app.pollVersions;
  const hear = pollVersions.note.bind(pollVersions);
  const late: string[] = [];
  pollVersions.note = (payload) => void late.push(payload);
  try {
    expect((await a.c.post('/api/blocks.php', { profile: b.id })).status).toBe(200);
    expect(await seenBy(a)).toEqual(nowhere);
    expect((await a.c.delete('/api/blocks.php', { profile: b.id })).status).toBe(200);
    expect(await seenBy(a)).toEqual(everywhere);
  } finally {
    pollVersions.note = hear;
    for (const payload of late) hear(payload);
  }
});

test('a block by the other side hides just the same (B blocks A)', async () => {
  expect((await b.c.post('/api/blocks.php', { profile: a.id })).status).toBe(200);
  expect(await seenBy(a)).toEqual(nowhere);
  expect((await send(a, 'Hi?')).status).toBe(404);
  expect((await b.c.delete('/api/blocks.php', { profile: a.id })).status).toBe(200);
  expect(await seenBy(a)).toEqual(everywhere);
});
