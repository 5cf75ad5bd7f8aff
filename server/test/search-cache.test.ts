import { sql, type Updateable } from 'kysely';
import type { MembersTable } from '../src/db/schema';
import { SEARCH_COUNT_CAP } from '@dating/contract';
import { createMember } from './helpers/members';
import { waitFor } from './helpers/payments';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import type { HttpClient } from './helpers/http-client';

/**
 * search.php answers from the search cache (src/search/search-cache.ts), and what a member sees is never older
 * than the database's notification of a change: each change below is made after the same search was answered
 * (and kept), then the search asked again once the notifications arrived, on this instance and on a second one.
 */
let t: TestApp;
let other: OtherInstance;
let viewer: { id: number; c: HttpClient };
/** on the second instance, logged in as the viewer too */
let viewerThere: HttpClient;
/** another member, whom the viewer's blocks do not concern */
let bystander: { id: number; c: HttpClient };
let marker: number;
let seq = 0;

/** A woman in Iceland in the test's own region (nobody else lives there), 30 years old unless told. */
async function woman(fields: { countryregion?: string; date_of_birth?: string; name?: string } = {}) {
  seq += 1;
  const { id } = await t.db
    .insertInto('members')
    .values({
      email: `cache${seq}-${Date.now()}@example.com`,
      password_hash: 'x',
      name: fields.name ?? `Woman ${seq}`,
      gender: 'female',
      country: 'IS',
      countryregion: fields.countryregion ?? 'R1',
      date_of_birth: fields.date_of_birth ?? `${new Date().getFullYear() - 30}-01-01`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function login(fields: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, { gender: 'male', country: 'IS', countryregion: '', ...fields });
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, email: m.email, password: m.password, c };
}

/** A write straight to the database, as any code path (or an operator) may make it. */
const changeMember = (id: number, fields: Updateable<MembersTable>) =>
  t.db.updateTable('members').set(fields).where('id', '=', id).execute();

/** Until both instances heard every change committed so far, on both channels the search cache follows. */
async function settle() {
  const apps = [t.app, other.app];
  const heard = apps.map((app) => app.searchCache.heard);
  const versions = apps.map((app) => app.pollVersions.heardVersionOf(marker));
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ credits: sql`credits + 1` })
      .where('id', '=', marker)
      .execute();
    await sql`insert into search_preferences (member_id, filters) values (${marker}, '{}')
      on conflict (member_id) do update set updated_at = now()`.execute(trx);
  });
  await waitFor('the changes to arrive', async () =>
    apps.every(
      (app, i) => app.searchCache.heard > heard[i]! && app.pollVersions.heardVersionOf(marker) !== versions[i],
    ),
  );
}

interface Found {
  ids: number[];
  total: number;
  names: string[];
  liked: number[];
  similar: number[];
}

async function search(c: HttpClient, query: string): Promise<Found> {
  const res = await c.get(`/api/search.php?${query}&do_not_save=1`);
  expect(res.status).toBe(200);
  const profiles = res.body.profiles as { id: number; name: string; did_like_profile: boolean }[];
  return {
    ids: profiles.map((p) => p.id),
    total: res.body.paging.num_results,
    names: profiles.map((p) => p.name),
    liked: profiles.filter((p) => p.did_like_profile).map((p) => p.id),
    similar: ((res.body.similar?.profiles ?? []) as { id: number }[]).map((p) => p.id),
  };
}

/** The search on both instances, twice: the second answer comes from what the first one kept. */
async function searchBoth(query: string): Promise<Found> {
  const here = await search(viewer.c, query);
  const there = await search(viewerThere, query);
  expect(there).toEqual(here);
  const fromCache = t.app.searchCache.statistics().fromCache;
  expect(await search(viewer.c, query)).toEqual(here);
  expect(t.app.searchCache.statistics().fromCache).toBe(fromCache + 1);
  return here;
}

const REGION = (r: string) => `gender=female&country=IS&countryregion=${r}&pp=60`;

beforeAll(async () => {
  t = await startTestApp();
  other = await startOtherInstance(t);
  marker = (await createMember(t.db, { gender: 'male', country: 'XX', countryregion: '' })).id;
  const v = await login();
  viewer = { id: v.id, c: v.c };
  bystander = await login();
  viewerThere = other.client();
  expect((await viewerThere.login(v.email, v.password)).status).toBe(200);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

test('a member who moves to another region leaves the one search and joins the other', async () => {
  const [a, b] = [await woman({ countryregion: 'M1' }), await woman({ countryregion: 'M1' })];
  const target = await woman({ countryregion: 'M2' });
  await settle();
  expect((await searchBoth(REGION('M1'))).ids).toEqual([a, b]);
  expect((await searchBoth(REGION('M2'))).ids).toEqual([target]);

  await changeMember(a, { countryregion: 'M2' });
  await settle();
  expect(await searchBoth(REGION('M1'))).toMatchObject({ ids: [b], total: 1 });
  expect(await searchBoth(REGION('M2'))).toMatchObject({ ids: [a, target], total: 2 });
});

test('a new member shows in the next search, and one whose birthday leaves the age range goes', async () => {
  const year = new Date().getFullYear();
  const first = await woman({ countryregion: 'N1' });
  await settle();
  const ages = `${REGION('N1')}&min_age=26&max_age=35`;
  expect((await searchBoth(ages)).ids).toEqual([first]);

  const signedUp = await woman({ countryregion: 'N1' });
  await settle();
  expect((await searchBoth(ages)).ids).toEqual([first, signedUp]);

  await changeMember(first, { date_of_birth: `${year - 50}-01-01` });
  await settle();
  expect((await searchBoth(ages)).ids).toEqual([signedUp]);
});

test('a suspended or deleted member leaves every search; lifting the suspension brings them back', async () => {
  const [a, b, c] = [await woman({ countryregion: 'S1' }), await woman({ countryregion: 'S1' })].concat(
    await woman({ countryregion: 'S1' }),
  );
  await settle();
  expect((await searchBoth(REGION('S1'))).ids).toEqual([a, b, c]);

  await changeMember(a, { suspended_at: new Date() });
  await changeMember(c, { deleted: true });
  await settle();
  expect(await searchBoth(REGION('S1'))).toMatchObject({ ids: [b], total: 1 });

  await changeMember(a, { suspended_at: null });
  await settle();
  expect((await searchBoth(REGION('S1'))).ids).toEqual([a, b]);
});

test('a block either way hides the member from the viewer only; unblocking shows them again', async () => {
  const shy = await login({ gender: 'female', countryregion: 'B1', name: 'Shy' });
  const blocked = await woman({ countryregion: 'B1' });
  await settle();
  expect((await searchBoth(REGION('B1'))).ids).toEqual([shy.id, blocked]);

  expect((await viewer.c.post('/api/blocks.php', { profile: blocked })).status).toBe(200);
  expect((await shy.c.post('/api/blocks.php', { profile: viewer.id })).status).toBe(200);
  await settle();
  expect(await searchBoth(REGION('B1'))).toMatchObject({ ids: [], total: 0 });
  // nobody else is concerned
  expect((await search(bystander.c, REGION('B1'))).ids).toEqual([shy.id, blocked]);

  expect((await viewer.c.delete('/api/blocks.php', { profile: blocked })).status).toBe(200);
  await settle();
  expect((await searchBoth(REGION('B1'))).ids).toEqual([blocked]);
});

test("a profile's new name and the viewer's like show on the card", async () => {
  const liked = await login({ gender: 'female', countryregion: 'P1', name: 'Before' });
  await settle();
  expect(await searchBoth(REGION('P1'))).toMatchObject({ names: ['Before'], liked: [] });

  await changeMember(liked.id, { name: 'After' });
  expect((await viewer.c.post('/api/likes.php', { profile: liked.id })).status).toBe(200);
  await settle();
  expect(await searchBoth(REGION('P1'))).toMatchObject({ names: ['After'], liked: [liked.id] });
});

test('the similar search follows changes too', async () => {
  // nobody in region Q1 is 26 to 35; the similar search widens the ages by 5 years each side and drops the region
  const year = new Date().getFullYear();
  const faroese = async (age: number) => {
    const id = await woman({ countryregion: 'Q1', date_of_birth: `${year - age}-01-01` });
    await changeMember(id, { country: 'FO' });
    return id;
  };
  const near = await faroese(38);
  await settle();
  const ages = 'gender=female&country=FO&countryregion=Q1&min_age=26&max_age=35';
  expect(await searchBoth(ages)).toMatchObject({ ids: [], similar: [near] });

  const later = await faroese(39);
  await changeMember(near, { date_of_birth: `${year - 60}-01-01` });
  await settle();
  expect(await searchBoth(ages)).toMatchObject({ ids: [], similar: [later] });
});

test('the automatic search starts from the filters saved last, whichever instance saved them', async () => {
  const me = await login({ countryregion: '' });
  const there = other.client();
  expect((await there.login(me.email, me.password)).status).toBe(200);
  const one = await woman({ countryregion: 'A1' });
  const two = await woman({ countryregion: 'A2' });
  await settle();
  const own = { headers: { 'sec-fetch-site': 'same-origin' } };
  const auto = async (c: HttpClient) => (await c.get('/api/search.php?auto_load=1&pp=60', own)).body;

  expect((await me.c.get(`/api/search.php?${REGION('A1')}`, own)).status).toBe(200);
  await settle();
  expect((await auto(me.c)).profiles.map((p: { id: number }) => p.id)).toEqual([one]);

  expect((await there.get(`/api/search.php?${REGION('A2')}`, own)).status).toBe(200);
  await settle();
  const next = await auto(me.c);
  expect(next.filter_options.countryregion).toBe('A2');
  expect(next.profiles.map((p: { id: number }) => p.id)).toEqual([two]);
});

describe('more matches than the count reads', () => {
  const MANY = SEARCH_COUNT_CAP + 200;
  let ids: number[];

  beforeAll(async () => {
    const rows = Array.from({ length: MANY }, (_, i) => ({
      email: `many-cache${i}@example.com`,
      password_hash: 'x',
      name: `Many ${i}`,
      gender: 'female' as const,
      country: 'GL',
      countryregion: 'G1',
    }));
    ids = (await t.db.insertInto('members').values(rows).returning('id').execute()).map((r) => r.id);
    await settle();
  });

  const MANY_SEARCH = 'gender=female&country=GL&pp=12';

  test('a change among the first matches moves the pages; the count stays capped', async () => {
    expect(await searchBoth(MANY_SEARCH)).toMatchObject({ ids: ids.slice(0, 12), total: SEARCH_COUNT_CAP });
    await changeMember(ids[0]!, { suspended_at: new Date() });
    await settle();
    expect(await searchBoth(MANY_SEARCH)).toMatchObject({ ids: ids.slice(1, 13), total: SEARCH_COUNT_CAP });
  });

  test("a block among them moves the viewer's pages only", async () => {
    expect((await viewer.c.post('/api/blocks.php', { profile: ids[2]! })).status).toBe(200);
    await settle();
    const page = await searchBoth(`${MANY_SEARCH}&page=2`);
    expect(page.ids).toEqual(ids.filter((id, i) => i !== 0 && i !== 2).slice(12, 24));
    expect((await search(bystander.c, `${MANY_SEARCH}&page=2`)).ids).toEqual(ids.slice(13, 25));
  });

  test('the last page, past what a set keeps, counts exactly', async () => {
    const visible = ids.filter((_, i) => i !== 0 && i !== 2);
    const last = Math.ceil(visible.length / 60);
    const page = await search(viewer.c, `gender=female&country=GL&pp=60&page=${last}`);
    expect(page.total).toBe(visible.length);
    expect(page.ids).toEqual(visible.slice((last - 1) * 60));
  });
});
