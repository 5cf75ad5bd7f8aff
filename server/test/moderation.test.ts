import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import { csrfOf, FORM, opsLogin } from './helpers/ops';
import type { HttpClient } from './helpers/http-client';

/**
 * The moderation queue on /_ops (docs/product.md §2): ops hide a reported photo, suspend a reported member or
 * dismiss a report; every action closes the report with who and when.
 */
const TOKEN = 'moderation-test-token';
const auth = { headers: { authorization: `Bearer ${TOKEN}` } };

let t: TestApp;
let viewer: { id: number; c: HttpClient };
let reported: { id: number; email: string; password: string; c: HttpClient; photos: number[] };

const photo = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** A report as complaints.php files it (complaints.test.ts covers that call; its IP limit is not the point here). */
async function report(body: {
  kind: 'member' | 'photo';
  reason: string;
  member: number;
  photo?: number;
}): Promise<number> {
  const row = await t.db
    .insertInto('complaints')
    .values({
      kind: body.kind,
      reason: body.reason,
      reporter_id: viewer.id,
      member_id: body.member,
      image_id: body.photo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const searchForReported = () => viewer.c.get('/api/search.php?gender=female&country=IS&do_not_save=1');
const complaint = (id: number) =>
  t.db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN });
  const v = await createMember(t.db, { name: 'Viewer', gender: 'male' });
  viewer = { id: v.id, c: t.client() };
  expect((await viewer.c.login(v.email, v.password)).status).toBe(200);
  const r = await createMember(t.db, { name: 'Reported Rita', gender: 'female', country: 'IS', countryregion: '' });
  const c = t.client();
  expect((await c.login(r.email, r.password)).status).toBe(200);
  const first = await uploadPhoto(c, await photo('#c33'));
  const second = await uploadPhoto(c, await photo('#3c3'));
  reported = { ...r, c, photos: [first.body.image.id, second.body.image.id] };
});
afterAll(() => t.close());

describe('without the ops token', () => {
  test.each([
    ['GET', '/_ops/api/reports'],
    ['POST', '/_ops/api/reports/hide-photo'],
    ['POST', '/_ops/api/reports/suspend'],
    ['POST', '/_ops/api/reports/dismiss'],
  ])('%s %s answers 401 and changes nothing', async (method, path) => {
    const id = await report({ kind: 'member', reason: 'scam', member: reported.id });
    const none = await t.client().request(method, path, method === 'POST' ? { body: { report: id } } : {});
    expect(none.status).toBe(401);
    const wrong = await t.client().request(method, path, {
      headers: { authorization: 'Bearer not-it' },
      body: method === 'POST' ? { report: id } : undefined,
    });
    expect(wrong.status).toBe(401);
    expect((await complaint(id)).closed_at).toBeNull();
  });

  test('an ops session posting without its CSRF field is refused', async () => {
    const id = await report({ kind: 'member', reason: 'scam', member: reported.id });
    const c = t.client();
    expect((await opsLogin(c, TOKEN)).status).toBe(303);
    const res = await c.post('/_ops/api/reports/dismiss', `report=${id}`, { headers: FORM });
    expect(res.status).toBe(403);
    expect((await complaint(id)).closed_at).toBeNull();
  });
});

test('the queue lists open reports newest first with the member, the photo and the message', async () => {
  const older = await report({ kind: 'member', reason: 'fake_profile', member: reported.id });
  const newer = await report({ kind: 'photo', reason: 'nudity', member: reported.id, photo: reported.photos[0] });
  const res = await t.client().get('/_ops/api/reports', auth);
  expect(res.status).toBe(200);
  const ids = res.body.reports.map((r: { id: number }) => r.id);
  expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  const shown = res.body.reports.find((r: { id: number }) => r.id === newer);
  expect(shown).toMatchObject({
    kind: 'photo',
    reason: 'nudity',
    member: { id: reported.id, name: 'Reported Rita' },
    photo: { id: reported.photos[0] },
  });
});

test('hiding a photo: gone from profile and search, its files answer 404, the next photo becomes main', async () => {
  const hidden = reported.photos[0]!;
  const image = await t.db.selectFrom('images').selectAll().where('id', '=', hidden).executeTakeFirstOrThrow();
  expect((await t.client().get(`/media/${image.filename}`)).status).toBe(200);
  const id = await report({ kind: 'photo', reason: 'nudity', member: reported.id, photo: hidden });

  const res = await t.client().post('/_ops/api/reports/hide-photo', { report: id }, auth);
  expect(res.status).toBe(200);

  const profile = (await viewer.c.get(`/api/profile.php?id=${reported.id}`)).body.profile;
  expect(profile.images.map((i: { id: number }) => i.id)).toEqual([reported.photos[1]]);
  expect(profile.main_image.thumb_filename).not.toBe(image.thumb_filename);
  const card = (await searchForReported()).body.profiles.find((p: { id: number }) => p.id === reported.id);
  expect(JSON.stringify(card)).not.toContain(image.filename.replace('.webp', ''));
  expect((await t.client().get(`/media/${image.filename}`)).status).toBe(404);
  expect((await t.client().get(`/media/${image.thumb_filename}`)).status).toBe(404);

  const closed = await complaint(id);
  expect(closed).toMatchObject({ outcome: 'photo_hidden', closed_by: expect.stringMatching(/^ops:/) });
  expect(closed.closed_at).not.toBeNull();
  // closed once: acting again is refused
  expect((await t.client().post('/_ops/api/reports/dismiss', { report: id }, auth)).status).toBe(409);
});

test('dismissing from the ops page form closes the report and nothing else changes', async () => {
  const id = await report({ kind: 'member', reason: 'harassment', member: reported.id });
  const c = t.client();
  expect((await opsLogin(c, TOKEN)).status).toBe(303);
  const page = await c.get('/_ops');
  expect(page.text).toContain('Reported Rita');
  const res = await c.post('/_ops/api/reports/dismiss', `report=${id}&csrf=${encodeURIComponent(csrfOf(page.text))}`, {
    headers: FORM,
  });
  expect(res.status).toBe(303);
  expect(await complaint(id)).toMatchObject({ outcome: 'dismissed' });
  expect((await viewer.c.get(`/api/profile.php?id=${reported.id}`)).status).toBe(200);
});

describe('suspending a member', () => {
  beforeAll(async () => {
    expect((await searchForReported()).body.profiles.map((p: { id: number }) => p.id)).toContain(reported.id);
    const id = await report({ kind: 'member', reason: 'scam', member: reported.id });
    const res = await t.client().post('/_ops/api/reports/suspend', { report: id }, auth);
    expect(res.status).toBe(200);
    expect(await complaint(id)).toMatchObject({ outcome: 'member_suspended' });
  });

  test("ends the member's sessions: their next call is 403", async () => {
    const res = await reported.c.get('/api/likes.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('session_expired');
  });

  test('login is refused with account_suspended (the page sends them to /pages/ban)', async () => {
    const res = await t.client().login(reported.email, reported.password);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('account_suspended');
    // a wrong password learns nothing about the suspension
    expect((await t.client().login(reported.email, 'wrong-password')).body.error).toBe('invalid_credentials');
  });

  test('the member is gone from search and their profile answers 404', async () => {
    const search = await searchForReported();
    expect(search.body.profiles.map((p: { id: number }) => p.id)).not.toContain(reported.id);
    expect((await viewer.c.get(`/api/profile.php?id=${reported.id}`)).status).toBe(404);
    expect((await viewer.c.post('/api/likes.php', { profile: reported.id })).status).toBe(404);
  });
});

test('a report id that does not exist, or no id at all, is refused', async () => {
  expect((await t.client().post('/_ops/api/reports/dismiss', { report: 2_000_000_000 }, auth)).status).toBe(409);
  expect((await t.client().post('/_ops/api/reports/dismiss', { report: 'x' }, auth)).status).toBe(400);
});
