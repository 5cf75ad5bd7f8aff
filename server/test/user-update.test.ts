import { is } from 'superstruct';
import { putUser, RULE_MESSAGES } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';

let t: TestApp;
let c: HttpClient;
let memberId: number;
const EMAIL = 'lena@example.com';

beforeAll(async () => {
  // Every test logs in as the same member again; the login limit is not what this file tests.
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

beforeEach(async () => {
  // A fresh member per test: every case starts from the same complete profile.
  await t.db.deleteFrom('members').where('email', '=', EMAIL).execute();
  const m = await createMember(t.db, {
    email: EMAIL,
    name: 'Lena',
    country: 'DE',
    countryregion: 'BE',
    city: 'Berlin',
    latitude: 52.5,
    longitude: 13.4,
  });
  memberId = m.id;
  c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
});

/** Years ago from today, as 'YYYY-MM-DD', shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('PUT /api/user.php: saving', () => {
  test('a location object (signup step 3) saves country, region and city', async () => {
    const res = await c.put('/api/user.php', { country: 'NL', countryregion: 'UT', city: 'Utrecht' });
    expect(res.status).toBe(200);
    expect(is(res.body, putUser.response)).toBe(true);
    expect(res.body.user.profile).toMatchObject({ country: 'NL', countryregion: 'UT', city: 'Utrecht' });
    const row = await t.db
      .selectFrom('members')
      .select(['country', 'countryregion', 'city', 'latitude'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country: 'NL', countryregion: 'UT', city: 'Utrecht', latitude: null });
  });

  test('a full profile object (signup steps 4-5) saves every field', async () => {
    const res = await c.put('/api/user.php', {
      name: '  Lena M. ',
      gender: 'female',
      date_of_birth: '1992-03-04',
      country: 'DE',
      countryregion: 'HH',
      city: 'Hamburg',
      personal: 'Likes sailing.',
      details: { smoking: 'never', body_type: 'athletic' },
      lastSignupStep: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.profile).toMatchObject({
      name: 'Lena M.',
      gender: 'female',
      date_of_birth: '1992-03-04',
      countryregion: 'HH',
      city: 'Hamburg',
      personal: 'Likes sailing.',
      details: { smoking: 'never', body_type: 'athletic' },
      lastSignupStep: true,
    });
    expect(res.body.user.profile.age).toBeGreaterThanOrEqual(32);
  });

  test('only the fields sent change', async () => {
    await c.put('/api/user.php', { personal: 'Hello' });
    const { body } = await c.put('/api/user.php', { gender: 'female' });
    expect(body.user.profile).toMatchObject({ name: 'Lena', city: 'Berlin', personal: 'Hello', gender: 'female' });
  });

  test("'0000-00-00' unsets the birth date: age becomes null", async () => {
    const { body } = await c.put('/api/user.php', { date_of_birth: '0000-00-00' });
    expect(body.user.profile.date_of_birth).toBe('0000-00-00');
    expect(body.user.profile.age).toBeNull();
  });

  test('moving country without naming region or city clears both (they belonged to the old country)', async () => {
    const { body } = await c.put('/api/user.php', { country: 'FR' });
    expect(body.user.profile).toMatchObject({ country: 'FR', countryregion: '', city: '' });
  });

  test("details: '' removes one answer and keeps the others", async () => {
    await c.put('/api/user.php', { details: { smoking: 'never', drinking: 'socially' } });
    const { body } = await c.put('/api/user.php', { details: { smoking: '' } });
    expect(body.user.profile.details).toEqual({ drinking: 'socially' });
  });

  test('exactly 18 today is old enough; exactly 100 is not too old', async () => {
    expect((await c.put('/api/user.php', { date_of_birth: yearsAgo(18) })).status).toBe(200);
    expect((await c.put('/api/user.php', { date_of_birth: yearsAgo(100) })).status).toBe(200);
  });
});

describe('PUT /api/user.php: every rule answers a clear 400', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty name', { name: '   ' }, 'name', 'required'],
    ['name over 150 characters', { name: 'a'.repeat(151) }, 'name', 'max_length'],
    ['name starting with @', { name: '@lena' }, 'name', 'name_starts_with_at'],
    ['name equal to the email', { name: 'LENA@example.com' }, 'name', 'name_equals_email'],
    ['30 February', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'invalid_date'],
    ['a 00 month', { date_of_birth: '1990-00-10' }, 'date_of_birth', 'invalid_date'],
    ['a 00 day', { date_of_birth: '1990-05-00' }, 'date_of_birth', 'invalid_date'],
    ['a 0000 year with a month and day', { date_of_birth: '0000-05-10' }, 'date_of_birth', 'invalid_date'],
    ['under 18 (18th birthday tomorrow)', { date_of_birth: yearsAgo(18, 1) }, 'date_of_birth', 'date_of_birth_min_age'],
    ['over 100', { date_of_birth: yearsAgo(101, -1) }, 'date_of_birth', 'date_of_birth_max_age'],
    ['a date in another format', { date_of_birth: '04/03/1990' }, 'date_of_birth', 'invalid_format'],
    ['city over 255 characters', { city: 'x'.repeat(256) }, 'city', 'max_length'],
    ['an unknown country', { country: 'XX', countryregion: '' }, 'country', 'unknown_value'],
    ['a country the site does not serve', { country: 'BR', countryregion: '' }, 'country', 'unknown_value'],
    ['a region of another country', { country: 'NL', countryregion: 'BY' }, 'countryregion', 'unknown_value'],
    ['a region without a country', { country: '', countryregion: 'NH' }, 'countryregion', 'unknown_value'],
    ['a region that does not exist', { countryregion: 'ZZ' }, 'countryregion', 'unknown_value'],
    ['a gender outside the list', { gender: 'other' }, 'gender', 'unknown_value'],
    [
      'an unknown profile field',
      { details: { favourite_colour: 'blue' } },
      'details.favourite_colour',
      'unknown_value',
    ],
    ["a value outside a field's list", { details: { smoking: 'sometimes' } }, 'details.smoking', 'unknown_value'],
    ['personal notes over 5000 characters', { personal: 'y'.repeat(5001) }, 'personal', 'max_length'],
    ['a field the call does not take', { email: 'new@example.com' }, 'email', 'unknown_field'],
    ['a number where text belongs', { city: 42 }, 'city', 'invalid_type'],
  ];

  test.each(cases)('%s', async (_name, body, field, code) => {
    const res = await c.put('/api/user.php', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields[field]).toMatchObject({ code });
    expect(res.body.fields[field].message.length).toBeGreaterThan(5);
    // members read translated rule texts; superstruct's developer wording stays in the log
    expect(res.body.message).not.toMatch(/Expected|`|Invalid body/);
    // Nothing was saved.
    const row = await t.db
      .selectFrom('members')
      .select(['name', 'city', 'country', 'date_of_birth'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Lena', city: 'Berlin', country: 'DE', date_of_birth: '1990-04-12' });
  });

  test('rule messages are the shared English texts with their parameters filled in', async () => {
    const res = await c.put('/api/user.php', { date_of_birth: yearsAgo(17), name: '@x' });
    expect(res.body.fields.date_of_birth).toEqual({
      code: 'date_of_birth_min_age',
      message: 'You must be at least 18 years old',
      params: { min_age: 18 },
    });
    expect(res.body.fields.name.message).toBe(RULE_MESSAGES.name_starts_with_at);
  });

  test('several wrong fields are all reported at once', async () => {
    const res = await c.put('/api/user.php', { name: '', city: 'x'.repeat(300), date_of_birth: '2001-13-01' });
    expect(Object.keys(res.body.fields).sort()).toEqual(['city', 'date_of_birth', 'name']);
  });

  test('not logged in: 403 not_logged_in', async () => {
    const visitor = t.client();
    await visitor.prime();
    const res = await visitor.put('/api/user.php', { city: 'Bonn' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not_logged_in');
  });
});
