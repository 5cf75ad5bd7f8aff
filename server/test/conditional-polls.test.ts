import { sql } from 'kysely';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { openEventStream } from '../src/realtime/sse-client';
import { seedConversation } from './helpers/chat';
import { waitFor } from './helpers/payments';
import { createMember } from './helpers/members';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import type { HttpClient } from './helpers/http-client';

/** The polled trio (docs/product.md §9) answers an unchanged poll with a bodiless 304 (src/http/conditional-get.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member() {
  const m = await createMember(t.db);
  const c = t.client();
  await c.login(m.email, m.password);
  return { ...m, c };
}

async function poll(c: HttpClient, path: string, etag?: string) {
  const res = await c.get(path, { headers: etag ? { 'if-none-match': etag } : {} });
  return { status: res.status, etag: res.headers.get('etag') ?? '', text: res.text, headers: res.headers };
}

/** Until the server heard every change committed so far: a change of its own, seen to arrive. */
async function settle() {
  const marker = await createMember(t.db);
  const before = t.app.pollVersions.heardVersionOf(marker.id);
  await t.db.updateTable('members').set({ credits: 1 }).where('id', '=', marker.id).execute();
  await waitFor('the poll changes to arrive', async () => t.app.pollVersions.heardVersionOf(marker.id) !== before);
}

test.each(['/api/user.php', '/api/chats.php', '/api/likes.php'])(
  'an unchanged %s poll is a 304 without a body; the browser keeps it for this member and always asks',
  async (path) => {
    const { c } = await member();
    const first = await poll(c, path);
    expect(first.status).toBe(200);
    expect(first.etag).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const again = await poll(c, path, first.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  },
);

test('a changed answer comes in full: a new like, a new name', async () => {
  const me = await member();
  const admirer = await member();
  const likes = await poll(me.c, '/api/likes.php');
  const user = await poll(me.c, '/api/user.php');
  expect((await admirer.c.post('/api/likes.php', { profile: me.id })).status).toBe(200);
  await settle();
  const likesNow = await poll(me.c, '/api/likes.php', likes.etag);
  expect(likesNow.status).toBe(200);
  expect(JSON.parse(likesNow.text).liked_by.map((p: { id: number }) => p.id)).toEqual([admirer.id]);

  expect((await me.c.put('/api/user.php', { name: 'Renamed' })).status).toBe(200);
  await settle();
  const userNow = await poll(me.c, '/api/user.php', user.etag);
  expect(userNow.status).toBe(200);
  expect(JSON.parse(userNow.text).user.profile.name).toBe('Renamed');
});

test('opening the profile of one who liked me: the next likes poll is full at once, my pages hear it', async () => {
  const me = await member();
  const admirer = await member();
  expect((await admirer.c.post('/api/likes.php', { profile: me.id })).status).toBe(200);
  await settle();
  const likes = await poll(me.c, '/api/likes.php');
  expect(JSON.parse(likes.text).liked_by).toMatchObject([{ id: admirer.id, like_new: true }]);
  const cookie = me.c.cookieHeader();
  const page = await openEventStream(t.baseUrl + EVENT_STREAM_PATH, { cookie });
  try {
    expect((await me.c.get(`/api/profile.php?id=${admirer.id}`)).status).toBe(200);
    // at once, as the page asks: the database's notice of the commit may not have arrived yet
    const now = await poll(me.c, '/api/likes.php', likes.etag);
    expect(now.status).toBe(200);
    expect(JSON.parse(now.text).liked_by).toMatchObject([{ id: admirer.id, like_new: false }]);
    const event = await page.next((m) => m.event === 'likes');
    expect(JSON.parse(event.data)).toEqual({ type: 'likes', new_likes: 0 });
  } finally {
    page.close();
  }
});

test('writes, refusals and every other personal answer may be kept by no cache', async () => {
  const { c } = await member();
  const put = await c.put('/api/user.php', { name: 'Someone' });
  expect(put.headers.get('cache-control')).toBe('private, no-store');
  for (const path of [
    '/api/credits.php',
    '/api/discountcode.php',
    '/api/pricing.php?country=NL',
    '/api/settings.php',
  ]) {
    const res = await c.get(path);
    expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'private, no-store']);
  }
  const unknown = await c.get('/api/transaction.php?transaction=' + 'a'.repeat(32));
  expect(unknown.headers.get('cache-control')).toBe('private, no-store');
  const visitor = t.client();
  visitor.cookies.set('sid', 'no-such-session');
  const expired = await visitor.get('/api/chats.php');
  expect(expired.status).toBe(403);
  expect(expired.headers.get('cache-control')).toBe('private, no-store');
});

describe('what moves the poll version', () => {
  const trio = ['/api/user.php', '/api/chats.php', '/api/likes.php'] as const;
  type Path = (typeof trio)[number];

  async function pair() {
    const me = await member();
    const other = await member();
    await t.db
      .insertInto('likes')
      .values([
        { member_id: me.id, profile_id: other.id },
        { member_id: other.id, profile_id: me.id },
      ])
      .execute();
    const conversation = await seedConversation(
      t.db,
      [{ id: me.id, unread: 1 }, { id: other.id }],
      [{ from: other.id, text: 'Hello there' }],
    );
    return { me, other, conversation };
  }

  /** Polls the trio with the ETags of a moment ago: which answers came in full. */
  async function changedAfter(c: HttpClient, change: () => Promise<unknown>): Promise<Record<Path, string | null>> {
    const before = Object.fromEntries(await Promise.all(trio.map(async (p) => [p, (await poll(c, p)).etag])));
    expect(Object.values(before).every((e) => (e as string).length > 0)).toBe(true);
    await change();
    await settle();
    const out = {} as Record<Path, string | null>;
    for (const p of trio) {
      const res = await poll(c, p, before[p]);
      out[p] = res.status === 200 ? res.text : res.status === 304 ? null : `status ${res.status}`;
    }
    return out;
  }

  test('the other member renamed: their card in my likes and chats', async () => {
    const { me, other } = await pair();
    const after = await changedAfter(me.c, () =>
      t.db.updateTable('members').set({ name: 'Newname' }).where('id', '=', other.id).execute(),
    );
    expect(after['/api/likes.php']).toContain('Newname');
    expect(after['/api/chats.php']).toContain('Newname');
  });

  test('a new message, and reading it', async () => {
    const { me, other, conversation } = await pair();
    const sent = await changedAfter(me.c, async () => {
      await t.db
        .insertInto('messages')
        .values({ conversation_id: conversation, sender_id: other.id, text: 'Again' })
        .execute();
    });
    expect(sent['/api/chats.php']).toContain('Again');
    const read = await changedAfter(me.c, () =>
      t.db.updateTable('conversation_members').set({ num_unread: 0 }).where('member_id', '=', me.id).execute(),
    );
    expect(JSON.parse(read['/api/chats.php']!).chats[0].num_unread_messages).toBe(0);
  });

  test('their photo, their suspension, a block', async () => {
    const { me, other } = await pair();
    const photo = await changedAfter(me.c, () =>
      t.db
        .insertInto('images')
        .values({ member_id: other.id, filename: 'p.jpg', thumb_filename: 'p-t.jpg', sha256: 'p' })
        .execute(),
    );
    expect(photo['/api/likes.php']).toContain('p-t.jpg');
    const blocked = await changedAfter(me.c, () =>
      t.db.insertInto('blocks').values({ member_id: me.id, blocked_id: other.id }).execute(),
    );
    expect(JSON.parse(blocked['/api/likes.php']!).profiles).toEqual([]);
    expect(JSON.parse(blocked['/api/chats.php']!).chats).toEqual([]);
    await t.db.deleteFrom('blocks').where('member_id', '=', me.id).execute();
    await poll(me.c, '/api/likes.php');
    const suspended = await changedAfter(me.c, () =>
      t.db.updateTable('members').set({ suspended_at: new Date() }).where('id', '=', other.id).execute(),
    );
    expect(JSON.parse(suspended['/api/likes.php']!).liked_by).toEqual([]);
  });

  test('my own credits; and a stranger renamed changes nothing of mine', async () => {
    const { me } = await pair();
    const stranger = await member();
    const credits = await changedAfter(me.c, () =>
      t.db.updateTable('members').set({ credits: 77 }).where('id', '=', me.id).execute(),
    );
    expect(JSON.parse(credits['/api/user.php']!).user.credits).toBe(77);
    const unrelated = await changedAfter(me.c, () =>
      t.db.updateTable('members').set({ name: 'Stranger' }).where('id', '=', stranger.id).execute(),
    );
    expect(unrelated).toEqual({ '/api/user.php': null, '/api/chats.php': null, '/api/likes.php': null });
  });

  // Two transactions at once need a server with connections of its own: PGlite runs one at a time.
  (process.env.DATABASE_URL ? test : test.skip)(
    'a change whose transaction began first and committed last still moves the version',
    async () => {
      const { me, other } = await pair();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const didWrite = new Promise<void>((resolve) => (written = resolve));
      const slow = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('members').set({ name: 'Slowpoke' }).where('id', '=', other.id).execute();
        written();
        await held;
      });
      await didWrite;
      // a later change of mine commits first: the newest change id is now past the slow one's
      await t.db.updateTable('members').set({ credits: 5 }).where('id', '=', me.id).execute();
      await settle();
      const between = await poll(me.c, '/api/likes.php');
      expect(between.text).not.toContain('Slowpoke');
      release();
      await slow;
      await settle();
      const after = await poll(me.c, '/api/likes.php', between.etag);
      expect(after.status).toBe(200);
      expect(after.text).toContain('Slowpoke');
    },
  );

  (process.env.DATABASE_URL ? test : test.skip)(
    'a change made while the server did not hear the database still comes in full',
    async () => {
      const { me, other } = await pair();
      const likes = await poll(me.c, '/api/likes.php');
      const heard = t.app.pollVersions.heardVersionOf(me.id);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query = 'listen "poll_changes_' || current_schema() || '"'`.execute(t.db);
      await waitFor('the server to notice', async () => t.app.pollVersions.heardVersionOf(me.id) !== heard);
      await t.db.updateTable('members').set({ name: 'Unheard' }).where('id', '=', other.id).execute();
      await waitFor('listening again', async () => t.app.pollVersions.heardVersionOf(me.id) !== null);
      const after = await poll(me.c, '/api/likes.php', likes.etag);
      expect(after.status).toBe(200);
      expect(after.text).toContain('Unheard');
    },
  );
});

/** A change that committed, and whose notice this instance has not heard (migration 0017's row, no trigger). */
const committedUnheard = (memberId: number) =>
  t.db.insertInto('poll_changes').values({ member_id: memberId }).execute();

test('a poll right after an event the server sent comes in full, before the database reports the commit', async () => {
  const me = await member();
  const first = await poll(me.c, '/api/chats.php');
  expect((await poll(me.c, '/api/chats.php', first.etag)).status).toBe(304);
  await committedUnheard(me.id);
  t.app.realtime.publish(me.id, { type: 'likes', new_likes: 0 });
  expect((await poll(me.c, '/api/chats.php', first.etag)).status).toBe(200);
});

/**
 * Behind a balancer a member's polls land on any instance (docs/architecture.md, Several instances): the ETag is the
 * version in the database (migration 0017_shared_poll_versions), the same on every instance for the same state.
 */
describe('several instances', () => {
  let other: OtherInstance;
  beforeAll(async () => {
    other = await startOtherInstance(t);
  });
  afterAll(() => other.close());

  /** The same session on another instance. */
  function sessionOn(instance: OtherInstance, c: HttpClient): HttpClient {
    const there = instance.client();
    for (const [name, value] of c.cookies) there.cookies.set(name, value);
    return there;
  }
  const onOther = (c: HttpClient) => sessionOn(other, c);

  test.each(['/api/user.php', '/api/chats.php', '/api/likes.php'])(
    'an unchanged %s poll is a 304 on the other instance too, and a change is a full answer on both',
    async (path) => {
      const me = await member();
      const first = await poll(me.c, path);
      expect(first.status).toBe(200);
      expect((await poll(onOther(me.c), path, first.etag)).status).toBe(304);

      await t.db.updateTable('members').set({ credits: 7 }).where('id', '=', me.id).execute();
      await settle();
      await waitFor(
        'the other instance to hear it',
        async () => (await poll(onOther(me.c), path, first.etag)).status === 200,
      );
      const here = await poll(me.c, path, first.etag);
      const there = await poll(onOther(me.c), path, first.etag);
      expect([here.status, there.status]).toEqual([200, 200]);
      expect(there.etag).toBe(here.etag);
    },
  );

  test("merging a member's version rows keeps their version: a fresh instance still answers 304", async () => {
    const me = await member();
    for (const credits of [1, 2, 3])
      await t.db.updateTable('members').set({ credits }).where('id', '=', me.id).execute();
    await settle();
    const first = await poll(me.c, '/api/user.php');
    const rows = () => t.db.selectFrom('poll_changes').select('weight').where('member_id', '=', me.id).execute();
    expect((await rows()).length).toBeGreaterThan(1);
    await sql`select poll_changes_fold()`.execute(t.db);
    expect(await rows()).toHaveLength(1);
    const fresh = await startOtherInstance(t);
    try {
      expect((await poll(sessionOn(fresh, me.c), '/api/user.php', first.etag)).status).toBe(304);
    } finally {
      await fresh.close();
    }
  });
});
