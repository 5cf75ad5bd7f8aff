import fc from 'fast-check';
import { viewersPage } from '../src/search/cached-reads';
import { jsonWithKept, keepJson } from '../src/search/kept-json';
import { readLimit, searchPage, mainMatches, similarMatches } from '../src/search/search-query';
import { birthDateRange, type SearchFilters } from '../src/search/filters';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * The rules the search cache answers by (src/search/search-cache.ts), against what they stand in for: a viewer's
 * page of kept matches against searchPage's SQL, a set's test of a changed member against the SQL's own
 * matches, the kept JSON against JSON.stringify.
 */
let t: TestDb;
let viewer: number;
const year = new Date().getFullYear();
const GENDERS = ['male', 'female', ''] as const;
const COUNTRIES = ['NL', 'BE', 'DE'];
const REGIONS = ['', 'R1', 'R2'];

beforeAll(async () => {
  t = await openTestDb();
  const rows = Array.from({ length: 400 }, (_, i) => ({
    email: `rule${i}@example.com`,
    password_hash: 'x',
    name: `Rule ${i}`,
    gender: GENDERS[i % 3]!,
    country: COUNTRIES[(i >> 2) % 3]!,
    countryregion: REGIONS[(i >> 4) % 3]!,
    // ages 18 to 99 and some without a birth date
    date_of_birth: i % 11 === 0 ? null : `${year - 18 - ((i * 7) % 82)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
    deleted: i % 37 === 0,
  }));
  // and birthdays on the edges of the age ranges below, and a day either side
  const edges = [18, 26, 36, 56].map((min) => birthDateRange(min, 100).bornOnOrBefore);
  edges.push(...[25, 35, 65, 100].map((max) => birthDateRange(18, max).bornAfter));
  const shifted = (date: string, days: number) => {
    const d = new Date(`${date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const onEdges = edges.flatMap((date) => [-1, 0, 1].map((days) => shifted(date, days)));
  rows.push(
    ...onEdges.map((date_of_birth, i) => ({
      ...rows[i]!,
      email: `edge${i}@example.com`,
      date_of_birth,
      deleted: false,
    })),
  );
  const ids = (await t.db.insertInto('members').values(rows).returning('id').execute()).map((r) => r.id);
  viewer = ids[5]!;
  await t.db
    .insertInto('blocks')
    .values([
      { member_id: viewer, blocked_id: ids[8]! },
      { member_id: ids[40]!, blocked_id: viewer },
    ])
    .execute();
});
afterAll(() => t.close());

const filtersArb = fc.record<SearchFilters>({
  gender: fc.constantFrom('', 'male', 'female'),
  country: fc.constantFrom('', ...COUNTRIES),
  countryregion: fc.constantFrom('', 'R1'),
  min_age: fc.constantFrom(18, 26, 36, 56),
  max_age: fc.constantFrom(25, 35, 65, 100),
  allCountries: fc.boolean(),
});

test("a set's test of a member holds for every member the SQL finds in it", async () => {
  const members = await t.db
    .selectFrom('members')
    .select(['id', 'gender', 'country', 'countryregion', 'date_of_birth'])
    .execute();
  const byId = new Map(members.map((m) => [m.id, m]));
  await fc.assert(
    fc.asyncProperty(filtersArb, fc.boolean(), async (f, similar) => {
      const filters = {
        ...f,
        countryregion: f.country ? f.countryregion : '',
        max_age: Math.max(f.min_age, f.max_age),
      };
      const set = similar ? similarMatches(filters) : mainMatches(filters);
      const found = await t.db.selectFrom('members').select('id').where(set.where).execute();
      for (const { id } of found) expect(set.mayHold(byId.get(id)!)).toBe(true);
    }),
    { numRuns: 60 },
  );
});

test("a viewer's page of kept matches is searchPage's, or the database is asked", async () => {
  const hidden = new Set<number>();
  const rows = await t.db
    .selectFrom('blocks')
    .select(['member_id', 'blocked_id'])
    .where((eb) => eb.or([eb('member_id', '=', viewer), eb('blocked_id', '=', viewer)]))
    .execute();
  for (const r of rows) hidden.add(r.member_id === viewer ? r.blocked_id : r.member_id);
  hidden.add(viewer);
  const everyone = await t.db.selectFrom('members').select('id').where('deleted', '=', false).orderBy('id').execute();
  const all = Int32Array.from(everyone.map((r) => r.id));
  const noFilter = mainMatches({
    gender: '',
    country: '',
    countryregion: '',
    min_age: 18,
    max_age: 100,
    allCountries: false,
  });
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 50, max: 400 }),
      fc.integer({ min: 1, max: 450 }),
      async (page, pp, cap, kept) => {
        const request = { page, pp };
        const limit = readLimit(request, cap);
        const matches = { ids: all.slice(0, kept), complete: kept >= all.length };
        const answer = viewersPage(matches, hidden, request, limit);
        const expected = await searchPage(t.db, viewer, noFilter.where, request, cap);
        if (answer) expect(answer).toEqual(expected);
        // it may only decline when the kept matches run out before the count's limit
        else expect(kept - [...hidden].filter((id) => all.slice(0, kept).includes(id)).length).toBeLessThan(limit);
      },
    ),
    { numRuns: 150 },
  );
});

test('the JSON with kept parts is JSON.stringify', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.jsonValue(), (outer, inner) => {
      const part = { inner, n: 1 };
      const whole = { outer, list: [part, undefined, 'x'], part, skipped: undefined };
      const expected = JSON.stringify(whole);
      keepJson(part);
      expect(jsonWithKept(whole)).toBe(expected);
    }),
  );
  expect(jsonWithKept({ at: new Date(0), n: NaN })).toBe(JSON.stringify({ at: new Date(0), n: NaN }));
});
