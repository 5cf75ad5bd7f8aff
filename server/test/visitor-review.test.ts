import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember, giveApprovedPhoto } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import type { HttpClient } from './helpers/http-client';
import { runSeed } from '../src/seed/run-seed';
import { DEMO_EMAIL } from '../src/seed/demo';
import { mediaDirOf } from '../src/config';
import { DirectoryStore } from '../src/objects/directory-store';

/**
 * What visitors see (docs/product.md §6, issue 27 point 12): only members whose main photo ops approved, with a
 * complete profile, who did not opt out. Members see the others as before.
 */
const TOKEN = 'visitor-review-token';
const ops = { headers: { authorization: `Bearer ${TOKEN}` } };

let t: TestApp;
let member: HttpClient;

const photo = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

const ids = (profiles: { id: number }[]) => profiles.map((p) => p.id);
/** What a visitor sees of the member, everywhere: teasers, logged-out search, the profile page. */
async function visitorSees(id: number, country: string) {
  const visitor = t.client();
  const teasers = await visitor.get(`/api/teasers.php?country=${country}`);
  const search = await visitor.get(`/api/search.php?country=${country}&gender=female`);
  const profile = await visitor.get(`/api/profile.php?id=${id}`);
  expect([teasers.status, search.status]).toEqual([200, 200]);
  return {
    teaser: ids(teasers.body.profiles).includes(id),
    search: ids(search.body.profiles).includes(id),
    profile: profile.status,
  };
}
const hidden = { teaser: false, search: false, profile: 404 };
const shown = { teaser: true, search: true, profile: 200 };

async function memberSees(id: number, country: string) {
  const search = await member.get(`/api/search.php?country=${country}&gender=female&do_not_save=1`);
  return {
    search: ids(search.body.profiles).includes(id),
    profile: (await member.get(`/api/profile.php?id=${id}`)).status,
  };
}

/** A new member who uploaded a photo, as signup step 2 leaves them. */
async function newMemberWithUpload(country: string, colour: string) {
  const m = await createMember(t.db, { gender: 'female', country, countryregion: '', city: 'Reykjavik' });
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const upload = await uploadPhoto(c, await photo(colour));
  expect(upload.status).toBe(200);
  return { ...m, c, image: upload.body.image.id as number };
}

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN, site: { loggedOutSearch: true } });
  const m = await createMember(t.db, { gender: 'male' });
  member = t.client();
  expect((await member.login(m.email, m.password)).status).toBe(200);
});
afterAll(() => t.close());

test('a new photo waits for ops: hidden from visitors until approved, shown to members all along', async () => {
  const newbie = await newMemberWithUpload('IS', '#c33');
  expect(await visitorSees(newbie.id, 'IS')).toEqual(hidden);
  expect(await memberSees(newbie.id, 'IS')).toEqual({ search: true, profile: 200 });

  const queue = await t.client().get('/_ops/api/photos', ops);
  expect(queue.status).toBe(200);
  expect(queue.body.photos).toContainEqual(
    expect.objectContaining({ id: newbie.image, member: expect.objectContaining({ id: newbie.id, isMain: true }) }),
  );
  const approve = await t.client().post('/_ops/api/photos/approve', { photo: newbie.image }, ops);
  expect(approve.status).toBe(200);
  expect(await visitorSees(newbie.id, 'IS')).toEqual(shown);
  expect(ids((await t.client().get('/_ops/api/photos', ops)).body.photos)).not.toContain(newbie.image);
  // reviewed once: a second verdict changes nothing
  expect((await t.client().post('/_ops/api/photos/reject', { photo: newbie.image }, ops)).status).toBe(409);
  expect(await visitorSees(newbie.id, 'IS')).toEqual(shown);
});

test('a rejected photo is removed: the member stays hidden from visitors, members see them without it', async () => {
  const rejected = await newMemberWithUpload('FO', '#3c3');
  const image = await t.db.selectFrom('images').selectAll().where('id', '=', rejected.image).executeTakeFirstOrThrow();
  const res = await t.client().post('/_ops/api/photos/reject', { photo: rejected.image }, ops);
  expect(res.status).toBe(200);
  expect(await t.db.selectFrom('images').select('id').where('id', '=', rejected.image).executeTakeFirst()).toBe(
    undefined,
  );
  expect((await t.client().get(`/media/${image.filename}`)).status).toBe(404);
  expect(await visitorSees(rejected.id, 'FO')).toEqual(hidden);
  expect(await memberSees(rejected.id, 'FO')).toEqual({ search: true, profile: 200 });
});

test('the ops photo API needs the ops token', async () => {
  expect((await t.client().get('/_ops/api/photos')).status).toBe(401);
  expect((await t.client().post('/_ops/api/photos/approve', { photo: 1 })).status).toBe(401);
  expect((await t.client().post('/_ops/api/photos/approve', { photo: 'x' }, ops)).status).toBe(400);
});

test('an incomplete profile stays hidden from visitors even with an approved photo', async () => {
  const noBirthDate = await createMember(t.db, { gender: 'female', country: 'GL', date_of_birth: null });
  await giveApprovedPhoto(t.db, noBirthDate.id);
  expect(await visitorSees(noBirthDate.id, 'GL')).toEqual(hidden);
  await t.db.updateTable('members').set({ date_of_birth: '1991-02-03' }).where('id', '=', noBirthDate.id).execute();
  expect(await visitorSees(noBirthDate.id, 'GL')).toEqual(shown);
});

test('a member who opts out is hidden from visitors and still shown to members', async () => {
  const m = await createMember(t.db, { gender: 'female', country: 'AD', countryregion: '', city: 'Andorra' });
  await giveApprovedPhoto(t.db, m.id);
  expect(await visitorSees(m.id, 'AD')).toEqual(shown);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const off = await c.put('/api/user.php', { shown_to_visitors: false });
  expect(off.status).toBe(200);
  expect(off.body.user.shown_to_visitors).toBe(false);
  expect(await visitorSees(m.id, 'AD')).toEqual(hidden);
  expect(await memberSees(m.id, 'AD')).toEqual({ search: true, profile: 200 });
  expect((await c.put('/api/user.php', { shown_to_visitors: true })).body.user.shown_to_visitors).toBe(true);
  expect(await visitorSees(m.id, 'AD')).toEqual(shown);
});

test('seeded members come out approved: the demo members are shown to visitors', async () => {
  const media = new DirectoryStore(mediaDirOf(t.dataDir), console);
  await runSeed(t.db, { count: 20, reset: false, seed: 3, batchSize: 20, avatarsPerGender: 2, media });
  const pending = await t.db.selectFrom('images').select('id').where('review', '<>', 'approved').execute();
  expect(pending).toEqual([]);
  const demo = await t.db
    .selectFrom('members')
    .select(['id', 'country'])
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  expect((await t.client().get(`/api/profile.php?id=${demo.id}`)).status).toBe(200);
  const withPhoto = await t.db
    .selectFrom('members')
    .select(['id', 'country'])
    .where('main_image_id', 'is not', null)
    .where('email', '<>', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  expect((await t.client().get(`/api/profile.php?id=${withPhoto.id}`)).status).toBe(200);
  const teasers = await t.client().get(`/api/teasers.php?country=${withPhoto.country}&around=${withPhoto.id}`);
  expect(ids(teasers.body.profiles)[0]).toBe(withPhoto.id);
});

test('hideNudity=1 leaves out photos nobody checked and photos with an open nudity report', async () => {
  const m = await createMember(t.db, { gender: 'female', country: 'SM', countryregion: '', city: 'San Marino' });
  const main = await giveApprovedPhoto(t.db, m.id);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const pending = (await uploadPhoto(c, await photo('#33c'))).body.image.id as number;
  const card = async (client: HttpClient, hideNudity: boolean) => {
    const flag = hideNudity ? '&hideNudity=1' : '';
    const res = await client.get(`/api/search.php?country=SM&gender=female&do_not_save=1${flag}`);
    expect(res.status).toBe(200);
    const profile = res.body.profiles.find((p: { id: number }) => p.id === m.id);
    return { images: ids(profile.images), main: profile.main_image?.thumb_filename ?? null };
  };
  const mainThumb = `thumbs/m${m.id}.webp`;
  expect(await card(member, false)).toEqual({ images: [main, pending], main: mainThumb });
  expect(await card(member, true)).toEqual({ images: [main], main: mainThumb });

  // reported for nudity: left out while the report is open; the card then has no photo left
  const report = await member.post('/api/complaints.php', {
    kind: 'photo',
    reason: 'nudity',
    text: '',
    member: m.id,
    photo: main,
  });
  expect(report.status).toBe(200);
  expect(await card(member, true)).toEqual({ images: [], main: null });
  expect(await card(member, false)).toEqual({ images: [main, pending], main: mainThumb });
  // a visitor's search sends hideNudity: the member is one visitors may see, without the reported photo
  expect(await card(t.client(), true)).toEqual({ images: [], main: null });

  await t.db.updateTable('complaints').set({ closed_at: new Date(), outcome: 'dismissed' }).execute();
  expect(await card(member, true)).toEqual({ images: [main], main: mainThumb });
});
