import { is } from 'superstruct';
import { getProfile, getSearch, LIMITS, putUser, RULE_MESSAGES } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { waitFor } from './helpers/payments';
import type { HttpClient } from './helpers/http-client';

/**
 * A member's interests (docs/product.md §5): picked from interests.php through PUT user.php, shown on the profile,
 * refused when unknown or too many, and searched for with search.php's `interest`.
 */
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

async function member(fields: Parameters<typeof createMember>[1] = {}): Promise<{ id: number; c: HttpClient }> {
  seq += 1;
  const m = await createMember(t.db, { email: `interests${seq}-${Date.now()}@example.com`, ...fields });
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

test('interests.php lists the interests a member may pick', async () => {
  const res = await t.client().get('/api/interests.php');
  expect(res.status).toBe(200);
  expect(res.body.interests.slice(0, 2)).toEqual([
    { id: 1, name: 'Travel' },
    { id: 2, name: 'Cooking' },
  ]);
});

test('the interests saved show on the own profile, in order without repeats, and to other members', async () => {
  const lena = await member();
  const res = await lena.c.put('/api/user.php', { interests: [7, 2, 7, 14] });
  expect(res.status).toBe(200);
  expect(is(res.body, putUser.response)).toBe(true);
  expect(res.body.user.profile.interests).toEqual([2, 7, 14]);

  const other = await member();
  const seen = await other.c.get(`/api/profile.php?id=${lena.id}`);
  expect(is(seen.body, getProfile.response)).toBe(true);
  expect(seen.body.profile.interests).toEqual([2, 7, 14]);

  // an update without interests keeps them; an empty list clears them
  expect((await lena.c.put('/api/user.php', { name: 'Lena' })).body.user.profile.interests).toEqual([2, 7, 14]);
  expect((await lena.c.put('/api/user.php', { interests: [] })).body.user.profile.interests).toEqual([]);
});

test('an interest interests.php does not list is refused with a clear message, and nothing is saved', async () => {
  const lena = await member();
  await lena.c.put('/api/user.php', { interests: [3] });
  const res = await lena.c.put('/api/user.php', { name: 'Lena N.', interests: [3, 999] });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation');
  expect(res.body.fields.interests).toEqual({
    code: 'unknown_interest',
    message: 'There is no interest with id 999. Please choose from the listed interests.',
    params: { id: 999 },
  });
  const row = await t.db
    .selectFrom('members')
    .select(['name', 'interests'])
    .where('id', '=', lena.id)
    .executeTakeFirstOrThrow();
  expect(row.interests).toEqual([3]);
  expect(row.name).not.toBe('Lena N.');
});

test(`more than ${LIMITS.interestsMax} interests are refused`, async () => {
  const lena = await member();
  const many = Array.from({ length: LIMITS.interestsMax + 1 }, (_, i) => i + 1);
  const res = await lena.c.put('/api/user.php', { interests: many });
  expect(res.status).toBe(400);
  expect(res.body.fields.interests).toMatchObject({
    code: 'too_many_interests',
    message: RULE_MESSAGES.too_many_interests.replace('{max}', String(LIMITS.interestsMax)),
  });
  const ok = await lena.c.put('/api/user.php', { interests: many.slice(1) });
  expect(ok.body.user.profile.interests).toHaveLength(LIMITS.interestsMax);
});

test('search.php with an interest finds the members who picked it, and says so in filter_options', async () => {
  // a region of their own in this file, so only this test's members match
  const place = { gender: 'female' as const, country: 'NZ', countryregion: 'BOP' };
  const hiker = await member({ ...place, interests: [3, 20] });
  const other = await member({ ...place, interests: [20] });
  const none = await member(place);
  const viewer = await member({ gender: 'male', country: 'NZ', countryregion: '' });
  const base = 'gender=female&country=NZ&countryregion=BOP&pp=60&do_not_save=1';

  const all = await viewer.c.get(`/api/search.php?${base}`);
  expect(all.body.profiles.map((p: { id: number }) => p.id)).toEqual([hiker.id, other.id, none.id]);

  const hiking = await viewer.c.get(`/api/search.php?${base}&interest=3`);
  expect(hiking.status).toBe(200);
  expect(is(hiking.body, getSearch.response)).toBe(true);
  expect(hiking.body.profiles.map((p: { id: number }) => p.id)).toEqual([hiker.id]);
  expect(hiking.body.paging.num_results).toBe(1);
  expect(hiking.body.filter_options.interest).toBe(3);

  const pets = await viewer.c.get(`/api/search.php?${base}&interest=20`);
  expect(pets.body.profiles.map((p: { id: number }) => p.id)).toEqual([hiker.id, other.id]);

  // a member who picks it joins the search by it, once the search cache heard of the change (0020_interests)
  const heard = t.app.searchCache.heard;
  expect((await none.c.put('/api/user.php', { interests: [3] })).body.user.profile.interests).toEqual([3]);
  await waitFor('the change to reach the search cache', () => Promise.resolve(t.app.searchCache.heard > heard));
  const again = await viewer.c.get(`/api/search.php?${base}&interest=3`);
  expect(again.body.profiles.map((p: { id: number }) => p.id)).toEqual([hiker.id, none.id]);
});

test('search.php refuses an interest it does not list', async () => {
  const viewer = await member();
  const res = await viewer.c.get('/api/search.php?interest=999&do_not_save=1');
  expect(res.status).toBe(400);
  expect(res.body.fields.interest.code).toBe('unknown_interest');
});
