import { validate } from 'superstruct';
import { getProfile, postLikes } from '@dating/contract';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { createMember, giveApprovedPhoto } from './helpers/members';
import type { HttpClient } from './helpers/http-client';

let t: TestApp;
let a: { id: number; c: HttpClient };
let b: { id: number; c: HttpClient };
let z: number;
let gone: number;

async function member(fields: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, fields);
  const c = t.client();
  await c.login(m.email, m.password);
  return { id: m.id, c };
}

beforeAll(async () => {
  t = await startTestApp({ devTools: true });
  a = await member({ gender: 'male', name: 'A' });
  b = await member({ gender: 'female', name: 'B', date_of_birth: '1992-03-04' });
  // what a visitor needs to see B's profile (members/visibility.ts isShownToVisitors)
  await giveApprovedPhoto(t.db, b.id);
  z = (await createMember(t.db, { name: 'Z' })).id;
  gone = (await createMember(t.db, { name: 'Gone', deleted: true })).id;
});
afterAll(() => t.close());

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('likes.php', () => {
  test('like, like again (idempotent), unlike; B sees A in liked_by as new', async () => {
    const liked = await a.c.post('/api/likes.php', { profile: b.id });
    expect(liked.status).toBe(200);
    expect(validate(liked.body, postLikes.response)[0]).toBeUndefined();
    expect(ids(liked.body.profiles)).toEqual([b.id]);
    expect(liked.body.profiles[0].did_like_profile).toBe(true);

    const again = await a.c.post('/api/likes.php', { profile: b.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(liked.body);

    const forB = await b.c.get('/api/likes.php');
    expect(forB.body.liked_by.map((p: { id: number; like_new: boolean }) => [p.id, p.like_new])).toEqual([
      [a.id, true],
    ]);
    expect(forB.body.profiles).toEqual([]);

    const unliked = await a.c.delete('/api/likes.php', { profile: b.id });
    expect(unliked.status).toBe(200);
    expect(unliked.body.profiles).toEqual([]);
    expect((await b.c.get('/api/likes.php')).body.liked_by).toEqual([]);
    // unliking again changes nothing
    expect((await a.c.delete('/api/likes.php', { profile: b.id })).status).toBe(200);
  });

  test('refused: oneself (400), unknown/deleted profile (404), bad body (400), no session or csrf (403)', async () => {
    const self = await a.c.post('/api/likes.php', { profile: a.id });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('like_self');
    expect((await a.c.post('/api/likes.php', { profile: 999999 })).status).toBe(404);
    expect((await a.c.post('/api/likes.php', { profile: gone })).status).toBe(404);
    expect((await a.c.delete('/api/likes.php', { profile: 999999 })).status).toBe(404);
    expect((await a.c.post('/api/likes.php', { profile: 'x' })).body.error).toBe('validation');
    const visitor = t.client();
    await visitor.prime();
    expect((await visitor.post('/api/likes.php', { profile: b.id })).status).toBe(403);
    expect((await a.c.post('/api/likes.php', { profile: b.id }, { csrf: false })).status).toBe(403);
  });

  test("member A never sees B's likes", async () => {
    await b.c.post('/api/likes.php', { profile: z });
    const forA = await a.c.get('/api/likes.php');
    expect(ids(forA.body.profiles)).not.toContain(z);
    expect(ids(forA.body.liked_by)).not.toContain(b.id);
    const forB = await b.c.get('/api/likes.php');
    expect(ids(forB.body.profiles)).toEqual([z]);
    await b.c.delete('/api/likes.php', { profile: z });
  });
});

describe('profile.php', () => {
  test('public profile with a masked birth date, did_like_profile for the viewer, login optional', async () => {
    await a.c.post('/api/likes.php', { profile: b.id });
    const res = await a.c.get(`/api/profile.php?id=${b.id}`);
    expect(res.status).toBe(200);
    expect(validate(res.body, getProfile.response)[0]).toBeUndefined();
    expect(res.body.profile).toMatchObject({
      id: b.id,
      name: 'B',
      date_of_birth: '0000-00-00',
      did_like_profile: true,
    });
    expect(res.body.profile.age).toBeGreaterThanOrEqual(33);
    const visitor = await t.client().get(`/api/profile.php?id=${b.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.profile.did_like_profile).toBe(false);
    expect((await t.client().get('/api/profile.php?id=999999')).status).toBe(404);
    expect((await t.client().get(`/api/profile.php?id=${gone}`)).status).toBe(404);
    await a.c.delete('/api/likes.php', { profile: b.id });
  });

  test('opening the profile of someone who liked me clears like_new of that like only', async () => {
    await a.c.post('/api/likes.php', { profile: b.id });
    await t.db.insertInto('likes').values({ member_id: z, profile_id: b.id }).execute();
    // A opening B's profile clears nothing of B's received likes
    await a.c.get(`/api/profile.php?id=${b.id}`);
    const flags = async () =>
      new Map(
        (await b.c.get('/api/likes.php')).body.liked_by.map((p: { id: number; like_new: boolean }) => [
          p.id,
          p.like_new,
        ]),
      );
    expect(await flags()).toEqual(
      new Map([
        [a.id, true],
        [z, true],
      ]),
    );
    await b.c.get(`/api/profile.php?id=${a.id}`);
    expect(await flags()).toEqual(
      new Map([
        [a.id, false],
        [z, true],
      ]),
    );
    // a new like list puts the remaining new one first
    expect(ids((await b.c.get('/api/likes.php')).body.liked_by)).toEqual([z, a.id]);
  });
});

describe('chat.php?profile', () => {
  test('finds or creates the conversation with that profile; another member gets their own', async () => {
    const first = await a.c.get(`/api/chat.php?profile=${z}`);
    expect(first.status).toBe(200);
    expect(first.body.id).toBeGreaterThan(0);
    expect((await a.c.get(`/api/chat.php?profile=${z}`)).body.id).toBe(first.body.id);
    // Listed once it has a message (state-changing-gets.test.ts); sending is not built, so the test writes one.
    const at = new Date();
    await t.db
      .insertInto('messages')
      .values({ conversation_id: first.body.id, sender_id: a.id, text: 'Hi', sent_at: at })
      .execute();
    await t.db.updateTable('conversations').set({ last_message_at: at }).where('id', '=', first.body.id).execute();
    const chats = await a.c.get('/api/chats.php');
    expect(
      chats.body.chats.map((x: { conversation: { id: number }; profile: { id: number } }) => [
        x.conversation.id,
        x.profile.id,
      ]),
    ).toContainEqual([first.body.id, z]);
    const other = await b.c.get(`/api/chat.php?profile=${z}`);
    expect(other.body.id).not.toBe(first.body.id);
  });

  test('own profile 400, unknown 404, visitors 403', async () => {
    expect((await a.c.get(`/api/chat.php?profile=${a.id}`)).status).toBe(400);
    expect((await a.c.get('/api/chat.php?profile=999999')).status).toBe(404);
    expect((await t.client().get(`/api/chat.php?profile=${z}`)).status).toBe(403);
  });
});

describe('webcam resell and page-hidden', () => {
  test('xcams/search.php: only for unpaid members older than 4 days', async () => {
    expect((await a.c.get('/api/xcams/search.php')).status).toBe(403);
    await t.db
      .updateTable('members')
      .set({ signup_date: new Date(Date.now() - 5 * 86_400_000) })
      .where('id', 'in', [a.id, b.id])
      .execute();
    const res = await a.c.get('/api/xcams/search.php?gender=female&min_age=20&max_age=40');
    expect(res.status).toBe(200);
    expect(res.body.cams.length).toBeGreaterThan(0);
    for (const cam of res.body.cams) {
      expect(cam.account).toMatch(/^xc-f/);
      expect(cam.age).toBeGreaterThanOrEqual(20);
      expect(cam.age).toBeLessThanOrEqual(40);
    }
    await t.db.updateTable('members').set({ paid_user: true }).where('id', '=', b.id).execute();
    expect((await b.c.get('/api/xcams/search.php')).body.error).toBe('resell_not_available');
    expect((await t.client().get('/api/xcams/search.php')).status).toBe(403);
  });

  test('redirects go to the partner (the local page with dev tools)', async () => {
    const r = await a.c.get('/api/xcams/redirect.php?account=xc-f1001');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/_dev/partner?account=xc-f1001');
    const p = await a.c.get('/api/resellpartner.php?flow=profile-search&redirect=1');
    expect(p.status).toBe(302);
    expect(p.headers.get('location')).toBe('/_dev/partner?flow=profile-search');
    expect((await a.c.get('/_dev/partner?account=x')).status).toBe(200);
  });

  test('page-hidden.php records last seen, as a beacon (no csrf header, text body)', async () => {
    const res = await a.c.post('/api/page-hidden.php', '{}', {
      csrf: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const row = await t.db
      .selectFrom('members')
      .select('last_seen_at')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at).not.toBeNull();
    expect((await t.client().post('/api/page-hidden.php', {}, { csrf: false })).status).toBe(200);
  });
});

test('without a partner or dev tools the redirects are 404 with a message and no tiles are offered', async () => {
  const plain = await startOtherInstance(t, { devTools: false, site: { xcamsPartnerUrl: '' } });
  try {
    const res = await plain.client().get('/api/xcams/redirect.php?account=x');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/partner/);
    // a tile would lead to that 404: the settings offer none, and the cams are not listed
    expect((await plain.client().get('/api/settings.php')).body.member_resell).toEqual([]);
    const m = await createMember(t.db, { signup_date: new Date(Date.now() - 5 * 86_400_000) });
    const c = plain.client();
    await c.login(m.email, m.password);
    const cams = await c.get('/api/xcams/search.php');
    expect(cams.status).toBe(403);
    expect(cams.body.error).toBe('resell_not_available');
  } finally {
    await plain.close();
  }
});

test('with a configured partner the tiles are offered and lead to it, without dev tools', async () => {
  const partnered = await startOtherInstance(t, {
    devTools: false,
    site: { xcamsPartnerUrl: 'https://partner.example/go', memberResell: ['cams', 'camads'] },
  });
  try {
    expect((await partnered.client().get('/api/settings.php')).body.member_resell).toEqual(['cams', 'camads']);
    const res = await partnered.client().get('/api/xcams/redirect.php?account=xc-f1001');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://partner.example/go?account=xc-f1001');
  } finally {
    await partnered.close();
  }
});
