import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

let t: TestApp;
afterAll(() => t?.close());

describe('the home suggestions (search.php source=home)', () => {
  test('come nearest first: the region, the country, the neighbouring country, then the rest', async () => {
    t = await startTestApp({ devTools: false });
    const place = (country: string, countryregion: string) => ({ gender: 'female' as const, country, countryregion });
    // the far ones signed up first, so id order alone would show them first
    const us = (await createMember(t.db, place('US', 'CA'))).id;
    const fr = (await createMember(t.db, place('FR', 'IDF'))).id;
    const es = (await createMember(t.db, place('ES', 'MD'))).id;
    const be = (await createMember(t.db, place('BE', 'VAN'))).id;
    const utrecht = (await createMember(t.db, place('NL', 'UT'))).id;
    const amsterdam = (await createMember(t.db, place('NL', 'NH'))).id;
    const me = await createMember(t.db, { gender: 'male', country: 'NL', countryregion: 'NH', city: 'Amsterdam' });
    const c = t.client();
    await c.login(me.email, me.password);
    const query = 'auto_load=1&do_not_save=1&searchAllCountries=1&page=1&pp=6';
    const ids = (list: { id: number }[]) => list.map((p) => p.id);

    const home = await c.get(`/api/search.php?${query}&source=home`);
    expect(home.status).toBe(200);
    expect(ids(home.body.profiles)).toEqual([amsterdam, utrecht, be, us, fr, es]);

    // the search page itself keeps its id order (the search cache's pages)
    const search = await c.get(`/api/search.php?${query}`);
    expect(ids(search.body.profiles)).toEqual([us, fr, es, be, utrecht, amsterdam]);
  });
});
