import { validate } from 'superstruct';
import { getSearch, SEARCH_COUNT_CAP } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';

/**
 * num_results of a search with more matches than SEARCH_COUNT_CAP (docs/product.md §3): counting stops
 * there and says so, while every page, deep ones included, still holds exactly the members the filters match.
 */
const MANY = SEARCH_COUNT_CAP + 30;

let t: TestApp;
let c: HttpClient;
let dutchWomen: number[];
let utrecht: number[];
let blockedId: number;

beforeAll(async () => {
  t = await startTestApp();
  const me = await createMember(t.db, { gender: 'male', country: 'NL', countryregion: 'NH' });
  c = t.client();
  await c.login(me.email, me.password);
  const rows = Array.from({ length: MANY }, (_, i) => ({
    email: `many${i}@example.com`,
    password_hash: 'x',
    name: `Many ${i}`,
    gender: 'female' as const,
    country: 'NL',
    // every 10th in Utrecht: a narrower search that stays under the cap
    countryregion: i % 10 === 0 ? 'UT' : 'ZH',
    date_of_birth: '1990-05-05',
  }));
  const inserted = await t.db.insertInto('members').values(rows).returning(['id', 'countryregion']).execute();
  // men in Belgium: the same search's neighbour, never a woman's result
  await t.db
    .insertInto('members')
    .values({ email: 'be@example.com', password_hash: 'x', name: 'Be', gender: 'male', country: 'BE' })
    .execute();
  // a block hides a member even when the count is capped
  blockedId = inserted[3]!.id;
  await t.db.insertInto('blocks').values({ member_id: me.id, blocked_id: blockedId }).execute();
  dutchWomen = inserted.map((r) => r.id).filter((id) => id !== blockedId);
  utrecht = inserted.filter((r) => r.countryregion === 'UT' && r.id !== blockedId).map((r) => r.id);
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await c.get(`/api/search.php?${query}&do_not_save=1`);
  expect(res.status).toBe(200);
  expect(validate(res.body, getSearch.response)[0]).toBeUndefined();
  return res.body as {
    profiles: { id: number }[];
    paging: { num_results: number; num_results_capped?: boolean; page: number; pp: number };
    similar?: { profiles: { id: number }[]; num_results: number; num_results_capped?: boolean } | null;
  };
}

test('more matches than the cap: the count stops at the cap and says there are more', async () => {
  const first = await search('gender=female&country=NL');
  expect(dutchWomen.length).toBeGreaterThan(SEARCH_COUNT_CAP);
  expect(first.paging).toMatchObject({ num_results: SEARCH_COUNT_CAP, num_results_capped: true, page: 1, pp: 12 });
  expect(first.profiles.map((p) => p.id)).toEqual(dutchWomen.slice(0, 12));
});

test('under the cap the count is exact', async () => {
  const res = await search('gender=female&country=NL&countryregion=UT');
  expect(res.paging.num_results).toBe(utrecht.length);
  expect(res.paging.num_results_capped).toBe(false);
});

test('a page past the cap still answers, counting up to that page, and the last page counts exactly', async () => {
  const pp = 12;
  // the page holding members 997 to 1008: more than 1,008 match
  const past = await search(`gender=female&country=NL&page=84&pp=${pp}`);
  expect(past.profiles.map((p) => p.id)).toEqual(dutchWomen.slice(83 * pp, 84 * pp));
  expect(past.paging).toMatchObject({ num_results: 84 * pp, num_results_capped: true });

  const lastPage = Math.ceil(dutchWomen.length / pp);
  const last = await search(`gender=female&country=NL&page=${lastPage}&pp=${pp}`);
  expect(last.profiles.map((p) => p.id)).toEqual(dutchWomen.slice((lastPage - 1) * pp));
  expect(last.paging).toMatchObject({ num_results: dutchWomen.length, num_results_capped: false });
});

test('every page together: each matching member once, in id order, the blocked one never', async () => {
  const seen: number[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await search(`gender=female&country=NL&pp=60&page=${page}`);
    seen.push(...res.profiles.map((p) => p.id));
    if (res.profiles.length < 60) break;
  }
  expect(seen).toEqual(dutchWomen);
  expect(seen).not.toContain(blockedId);
});

test('the similar search is capped the same way', async () => {
  // Belgian women: nobody, so the similar search (NL and BE) comes along and finds the Dutch ones
  const res = await search('gender=female&country=BE');
  expect(res.paging).toMatchObject({ num_results: 0, num_results_capped: false });
  expect(res.similar).toMatchObject({ num_results: SEARCH_COUNT_CAP, num_results_capped: true });
  expect(res.similar!.profiles.map((p) => p.id)).toEqual(dutchWomen.slice(0, 12));
});
