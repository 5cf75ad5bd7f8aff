import { validate } from 'superstruct';
import { AGE_BUCKETS } from '@dating/config';
import { getSearch } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember, giveApprovedPhoto } from './helpers/members';
import type { HttpClient } from './helpers/http-client';
import { bucketToRange } from '@dating/contract';

interface Row {
  id: number;
  gender: 'male' | 'female';
  country: string;
  countryregion: string;
  age: number;
}

let t: TestApp;
let c: HttpClient;
let me: number;
const rows: Row[] = [];
let seq = 0;

/** A birth date giving exactly `age` today; shiftDays 0 is a birthday today, +1 a birthday tomorrow (one year less). */
function dob(age: number, shiftDays = -30): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - age);
  d.setDate(d.getDate() + shiftDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function insert(
  gender: Row['gender'],
  country: string,
  countryregion: string,
  age: number,
  shiftDays = -30,
  deleted = false,
): Promise<Row> {
  seq += 1;
  const { id } = await t.db
    .insertInto('members')
    .values({
      email: `s${seq}-${Date.now()}@example.com`,
      password_hash: 'x',
      name: `S ${seq}`,
      gender,
      country,
      countryregion,
      date_of_birth: dob(age, shiftDays),
      deleted,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // a birthday still to come this year: one year younger
  const row = { id, gender, country, countryregion, age: shiftDays > 0 ? age - 1 : age };
  if (!deleted) rows.push(row);
  return row;
}

const AGES = [18, 20, 25, 26, 30, 35, 36, 40, 45, 46, 50, 55, 56, 60, 65, 66, 70, 80];
const COMBOS: [Row['gender'], string, string][] = [
  ['female', 'NL', 'NH'],
  ['female', 'NL', 'ZH'],
  ['male', 'NL', 'NH'],
  ['female', 'BE', 'VAN'],
  ['male', 'DE', 'BE'],
  ['female', 'AT', '9'],
];
let deletedId: number;

beforeAll(async () => {
  t = await startTestApp();
  const m = await createMember(t.db, {
    gender: 'male',
    country: 'NL',
    countryregion: 'NH',
    date_of_birth: dob(30),
    details: JSON.stringify({ looking_for: 'female' }),
  });
  me = m.id;
  c = t.client();
  await c.login(m.email, m.password);
  for (const age of AGES) for (const [g, country, region] of COMBOS) await insert(g, country, region, age);
  // birthday edges: 26 today, 35 until tomorrow, 25 until tomorrow
  await insert('female', 'NL', 'NH', 26, 0);
  await insert('female', 'NL', 'NH', 36, 1);
  await insert('female', 'NL', 'NH', 26, 1);
  deletedId = (await insert('female', 'NL', 'NH', 30, -30, true)).id;
});
afterAll(() => t.close());

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Every page of a search, asserting the pages neither overlap nor miss anything num_results counts. */
async function walk(client: HttpClient, params: Record<string, string | number>, between?: () => Promise<void>) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const res = await client.get(`/api/search.php?${qs({ ...params, page, do_not_save: 1 })}`);
    expect(res.status).toBe(200);
    expect(validate(res.body, getSearch.response)[0]).toBeUndefined();
    if (total < 0) total = res.body.paging.num_results;
    expect(res.body.profiles.length).toBeLessThanOrEqual(res.body.paging.pp);
    ids.push(...res.body.profiles.map((p: { id: number }) => p.id));
    if (res.body.profiles.length < res.body.paging.pp) break;
    await between?.();
  }
  expect(new Set(ids).size).toBe(ids.length);
  return { ids, total };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const idsWhere = (f: (r: Row) => boolean) => sorted(rows.filter(f).map((r) => r.id));

test('gender filter, 12 per page by default, never the searcher or a deleted member', async () => {
  const first = await c.get('/api/search.php?gender=female&do_not_save=1');
  expect(first.body.profiles).toHaveLength(12);
  expect(first.body.paging).toMatchObject({ page: 1, pp: 12 });
  const { ids, total } = await walk(c, { gender: 'female' });
  expect(sorted(ids)).toEqual(idsWhere((r) => r.gender === 'female'));
  expect(total).toBe(ids.length);
  const everyone = await walk(c, {});
  expect(everyone.ids).not.toContain(me);
  expect(everyone.ids).not.toContain(deletedId);
  expect(sorted(everyone.ids)).toEqual(idsWhere(() => true));
});

test('country and region filters', async () => {
  expect(sorted((await walk(c, { country: 'NL' })).ids)).toEqual(idsWhere((r) => r.country === 'NL'));
  expect(sorted((await walk(c, { country: 'NL', countryregion: 'ZH' })).ids)).toEqual(
    idsWhere((r) => r.country === 'NL' && r.countryregion === 'ZH'),
  );
  expect(sorted((await walk(c, { gender: 'male', country: 'DE' })).ids)).toEqual(
    idsWhere((r) => r.gender === 'male' && r.country === 'DE'),
  );
  // searchAllCountries ignores country and region
  expect(
    sorted((await walk(c, { country: 'NL', countryregion: 'ZH', searchAllCountries: 1, gender: 'male' })).ids),
  ).toEqual(idsWhere((r) => r.gender === 'male'));
});

test.each(AGE_BUCKETS.map((b) => [b]))('age bucket %s', async (bucket) => {
  const { min_age, max_age } = bucketToRange(bucket);
  const res = await walk(c, { gender: 'female', country: 'NL', min_age, max_age });
  expect(sorted(res.ids)).toEqual(
    idsWhere((r) => r.gender === 'female' && r.country === 'NL' && r.age >= min_age && r.age <= max_age),
  );
  const ages = (
    await c.get(`/api/search.php?${qs({ gender: 'female', country: 'NL', min_age, max_age, pp: 60, do_not_save: 1 })}`)
  ).body.profiles.map((p: { age: number }) => p.age);
  for (const age of ages) {
    expect(age).toBeGreaterThanOrEqual(min_age);
    expect(age).toBeLessThanOrEqual(max_age);
  }
});

test('paging stays stable while new members sign up between page requests', async () => {
  const before = idsWhere((r) => r.gender === 'female');
  const added: number[] = [];
  const { ids } = await walk(c, { gender: 'female' }, async () => {
    added.push((await insert('female', 'NL', 'NH', 30)).id);
  });
  // every member that existed at page 1 is seen exactly once, in id order; the new ones only at the end
  expect(ids.slice(0, before.length)).toEqual(before);
  for (const id of ids.slice(before.length)) expect(added).toContain(id);
});

test('bad input is a 400 validation error', async () => {
  expect((await c.get('/api/search.php?gender=robot')).status).toBe(400);
  expect((await c.get('/api/search.php?country=Netherlands')).body.error).toBe('validation');
  expect((await c.get('/api/search.php?min_age=50&max_age=30')).status).toBe(400);
  expect((await c.get('/api/search.php?page=x')).status).toBe(400);
});

test('first automatic load: defaults from the profile, then the saved filters; do_not_save keeps them', async () => {
  const auto = await c.get('/api/search.php?auto_load=1');
  expect(auto.status).toBe(200);
  expect(auto.body.filter_options).toEqual({
    gender: 'female',
    country: 'NL',
    countryregion: '',
    min_age: 26,
    max_age: 35,
  });
  expect(
    auto.body.profiles.every((p: { gender: string; country: string }) => p.gender === 'female' && p.country === 'NL'),
  ).toBe(true);

  // saved: the site's own request (state-changing-gets.test.ts: a cross-site one saves nothing)
  await c.get('/api/search.php?manual_search=1&gender=female&country=BE&min_age=18&max_age=25', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  await c.get('/api/search.php?manual_search=1&gender=male&country=DE&min_age=46&max_age=55&do_not_save=1');
  const again = await c.get('/api/search.php?auto_load=1');
  expect(again.body.filter_options).toEqual({
    gender: 'female',
    country: 'BE',
    countryregion: '',
    min_age: 18,
    max_age: 25,
  });
  expect(sorted(again.body.profiles.map((p: { id: number }) => p.id))).toEqual(
    idsWhere((r) => r.gender === 'female' && r.country === 'BE' && r.age <= 25),
  );
});

test('similar results: ages widened 5 each side and the neighbouring country, without the main results', async () => {
  const params = {
    gender: 'female',
    country: 'NL',
    countryregion: '',
    min_age: 36,
    max_age: 45,
    do_not_save: 1,
    similar: 1,
    pp: 60,
  };
  const res = await c.get(`/api/search.php?${qs(params)}`);
  const main = res.body.profiles.map((p: { id: number }) => p.id);
  const similarIds = sorted(res.body.similar.profiles.map((p: { id: number }) => p.id));
  const inMain = (r: Row) => r.gender === 'female' && r.country === 'NL' && r.age >= 36 && r.age <= 45;
  expect(sorted(main)).toEqual(idsWhere(inMain));
  expect(similarIds).toEqual(
    idsWhere(
      (r) => r.gender === 'female' && ['NL', 'BE'].includes(r.country) && r.age >= 31 && r.age <= 50 && !inMain(r),
    ),
  );
  expect(res.body.similar.num_results).toBe(similarIds.length);
  expect(similarIds.some((id) => rows.find((r) => r.id === id)!.country === 'BE')).toBe(true);

  // few results: similar comes without asking (DE-AT neighbours)
  const few = await c.get(`/api/search.php?${qs({ gender: 'female', country: 'DE', do_not_save: 1 })}`);
  expect(few.body.paging.num_results).toBe(0);
  expect(sorted(few.body.similar.profiles.map((p: { id: number }) => p.id))).toEqual(
    idsWhere((r) => r.gender === 'female' && r.country === 'AT').slice(0, 12),
  );
  // enough results: no similar unless asked
  expect((await c.get('/api/search.php?gender=female&do_not_save=1')).body.similar).toBeUndefined();
});

describe('logged-out search', () => {
  test('closed by default: 403 with a message', async () => {
    const res = await t.client().get('/api/search.php?auto_load=1');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('logged_out_search');
    expect(res.body.message).toMatch(/members only/);
  });

  test('open with logged_out_search, limited to listed traffic sources when there are any', async () => {
    const open = await startTestApp({ site: { loggedOutSearch: true } });
    const limited = await startTestApp({ site: { loggedOutSearch: true, loggedOutSearchTrafficsources: ['aff1'] } });
    try {
      // what visitors need to see a member: a complete profile, a photo ops approved (visitor-review.test.ts)
      const lo = await createMember(open.db, { email: 'lo@example.com', name: 'Lo', gender: 'female', country: 'NL' });
      await giveApprovedPhoto(open.db, lo.id);
      await createMember(open.db, { email: 'unreviewed@example.com', name: 'Unreviewed', country: 'NL' });
      const res = await open.client().get('/api/search.php?auto_load=1');
      expect(res.status).toBe(200);
      expect(res.body.profiles.map((p: { name: string }) => p.name)).toEqual(['Lo']);
      expect(res.body.profiles[0].did_like_profile).toBe(false);
      expect((await limited.client().get('/api/search.php')).status).toBe(403);
      expect((await limited.client().get('/api/search.php?trafficsource=other')).status).toBe(403);
      expect((await limited.client().get('/api/search.php?trafficsource=aff1')).status).toBe(200);
    } finally {
      await open.close();
      await limited.close();
    }
  });
});
