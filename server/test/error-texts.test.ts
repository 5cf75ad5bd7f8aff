/**
 * @database-independent
 * Its subject is refusal codes: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import type { HttpClient } from './helpers/http-client';

/**
 * Refusals of the routes that once wrote their own English and codes: each answers a shared rule code
 * (or error code) that the browser has a text for in every language.
 */
let t: TestApp;
let member: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ signup: { smtpUrl: undefined, validateEmailRateLimit: { max: 1000, windowMs: 60_000 } } });
  const m = await createMember(t.db, { email: 'refused@example.com', password: 'pw' });
  member = t.client();
  expect((await member.login(m.email, m.password)).status).toBe(200);
});
afterAll(() => t.close());

type Refused = Record<string, { code: string; params?: object }>;

async function expectRefused(res: { status: number; body: any }, fields: Refused) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation');
  expect(res.body.fields).toEqual(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { ...v, message: expect.any(String) }])),
  );
  expectTranslated(res.body);
}

describe('POST /api/user.php?push=1', () => {
  const keys = { p256dh: 'a', auth: 'b' };
  test('an endpoint that is not https', async () => {
    const endpoint = 'http://push.example.com/x';
    const res = await member.post('/api/user.php?push=1', { subscription: { endpoint, keys } });
    await expectRefused(res, { 'subscription.endpoint': { code: 'invalid_https_url' } });
  });
  test('an endpoint that is no address at all', async () => {
    const res = await member.post('/api/user.php?push=1', { subscription: { endpoint: 'not a url', keys } });
    await expectRefused(res, { 'subscription.endpoint': { code: 'invalid_https_url' } });
  });
  test('an endpoint longer than any push service gives', async () => {
    const endpoint = `https://push.example.com/${'x'.repeat(2000)}`;
    const res = await member.post('/api/user.php?push=1', { subscription: { endpoint, keys } });
    await expectRefused(res, { 'subscription.endpoint': { code: 'max_length', params: { max: 2000 } } });
  });
});

describe('GET /api/search.php', () => {
  test.each([
    ['gender=robot', { gender: { code: 'unknown_value' } }],
    ['country=NLD', { country: { code: 'invalid_format' } }],
    ['country=NL&countryregion=ABCDEFGHIJK', { countryregion: { code: 'max_length', params: { max: 10 } } }],
    ['min_age=50&max_age=30', { min_age: { code: 'min_age_above_max_age' } }],
  ])('%s', async (query, fields) => {
    await expectRefused(await member.get(`/api/search.php?do_not_save=1&${query}`), fields);
  });
});

describe('GET /api/geocode.php', () => {
  test('numbers out of range', async () => {
    await expectRefused(await t.client().get('/api/geocode.php?lat=abc&lon=200'), {
      lat: { code: 'number_between', params: { min: -90, max: 90 } },
      lon: { code: 'number_between', params: { min: -180, max: 180 } },
    });
  });
  test('an empty number', async () => {
    await expectRefused(await t.client().get('/api/geocode.php?lat=&lon=4.9'), { lat: { code: 'required' } });
  });
});

describe('POST /api/user.php?new=1', () => {
  async function signUp(email: string, tokenOf = email) {
    const c = t.client();
    await c.prime();
    const token = (await c.get(`/api/validate_email.php?email=${tokenOf}`)).body.token;
    return c.post('/api/user.php?new=1', {
      email,
      name: 'Anna',
      password: 'long-enough-pw',
      trafficsource: '',
      timezone: '',
      country: 'NL',
      language: 'nl',
      profile: null,
      form_path: '/signup',
      referrer: '',
      csrf: 'x',
      token,
      n: 'jest',
    });
  }

  test('the email check token of another address', async () => {
    await expectRefused(await signUp('anna@example.com', 'other@example.com'), { token: { code: 'invalid_token' } });
  });

  test('an address that has an account: 409 email_exists', async () => {
    const res = await signUp('refused@example.com');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'email_exists', fields: { email: { code: 'email_exists' } } });
    expectTranslated(res.body);
  });
});

describe("Fastify's own refusals", () => {
  const raw = (contentType: string, body: string) =>
    member.request<any>('POST', '/api/login.php', { headers: { 'content-type': contentType }, body });

  test('malformed JSON: bad_request', async () => {
    const res = await raw('application/json', '{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
    expectTranslated(res.body);
  });

  test('a body of the wrong media type: invalid_media_type', async () => {
    const res = await raw('application/x-www-form-urlencoded', 'email=a');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('invalid_media_type');
    expectTranslated(res.body);
  });
});
