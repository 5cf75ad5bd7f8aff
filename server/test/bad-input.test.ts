import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import type { HttpClient, ResponseInfo } from './helpers/http-client';

/**
 * The inputs a fuzz run once answered with 500 (issue 10, point 5). Each is bad input, so each is a 4xx the
 * browser has a text for: integers beyond the database's int4, NUL characters, a fractional or huge push
 * expiration time, JSON nested thousands deep, and a multipart content type around a body that is not.
 */
let t: TestApp;
let member: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  const m = await createMember(t.db, { email: 'bad-input@example.com', password: 'pw' });
  member = t.client();
  expect((await member.login(m.email, m.password)).status).toBe(200);
});
afterAll(() => t.close());

function expectField(res: ResponseInfo, field: string, code: string) {
  expect([res.status, res.body?.error]).toEqual([400, 'validation']);
  expect(res.body.fields?.[field]?.code).toBe(code);
  expectTranslated(res.body);
}

describe('integers beyond 2^31-1 are refused, not sent to the database', () => {
  test.each([
    ['/api/profile.php?id=2147483648', 'id'],
    ['/api/profile.php?id=99999999999999999999', 'id'],
    ['/api/chat.php?profile=99999999999999999999', 'profile'],
    ['/api/chat.php?profile=2147483648', 'profile'],
    ['/api/search.php?page=99999999999999999999', 'page'],
    ['/api/search.php?page=10001', 'page'],
    ['/api/search.php?pp=99999999999999999999', 'pp'],
    ['/api/xcams/search.php?min_age=99999999999999999999', 'min_age'],
  ])('GET %s', async (url, field) => {
    expectField(await member.get(url), field, 'number_between');
  });

  test.each([1e308, 2147483648, 2 ** 53, 0, -1])('likes.php with profile %p', async (profile) => {
    expectField(await member.post('/api/likes.php', { profile }), 'profile', 'number_between');
    expectField(await member.delete('/api/likes.php', { profile }), 'profile', 'number_between');
  });

  test('the largest id is still a well-formed request: 404, no such profile', async () => {
    expect((await member.get('/api/profile.php?id=2147483647')).status).toBe(404);
    expect((await member.post('/api/likes.php', { profile: 2147483647 })).status).toBe(404);
  });
});

describe('NUL characters are refused in every string', () => {
  test('PUT user.php name', async () => {
    expectField(await member.put('/api/user.php', { name: 'a\u0000b' }), 'name', 'invalid_characters');
  });
  test('PUT user.php city and details', async () => {
    expectField(await member.put('/api/user.php', { city: 'Ber\u0000lin' }), 'city', 'invalid_characters');
    const details = { smoking: 'never\u0000' };
    expectField(await member.put('/api/user.php', { details }), 'details.smoking', 'invalid_characters');
  });
  test('login email and password', async () => {
    const visitor = t.client();
    await visitor.prime();
    const email = 'bad-input@example.com\u0000';
    expectField(await visitor.post('/api/login.php', { email, password: 'pw' }), 'email', 'invalid_characters');
    const password = 'p\u0000w';
    const res = await visitor.post('/api/login.php', { email: 'bad-input@example.com', password });
    expectField(res, 'password', 'invalid_characters');
  });
  test.each(['country=N%00', 'country=NL&countryregion=%00', 'gender=%00', 'trafficsource=%00', 'source=a%00b'])(
    'search.php?%s',
    async (query) => {
      const field = query.split('=').at(-2)!.split('&').at(-1)!;
      expectField(await member.get(`/api/search.php?do_not_save=1&${query}`), field, 'invalid_characters');
    },
  );
  test('a lone surrogate is refused like NUL', async () => {
    const res = await member.request<any>('PUT', '/api/user.php', {
      headers: { 'content-type': 'application/json' },
      body: '{"name":"a\\ud800b"}',
    });
    expectField(res, 'name', 'invalid_characters');
  });
  test('a surrogate encoded in a query string (%ED%A0%80 is no UTF-8) is read as no character', async () => {
    const res = await member.get('/api/search.php?do_not_save=1&country=NL&countryregion=%ED%A0%80');
    expect(res.status).toBeLessThan(500);
  });
});

describe('push expirationTime is a whole number of milliseconds', () => {
  const subscription = (expirationTime: number) => ({
    subscription: { endpoint: 'https://push.example.com/abc', expirationTime, keys: { p256dh: 'a', auth: 'b' } },
  });
  test.each([
    [1.5, 'invalid_type'],
    [1e308, 'number_between'],
    [-1e20, 'number_between'],
    [-1, 'number_between'],
  ])('%p', async (value, code) => {
    const res = await member.post('/api/user.php?push=1', subscription(value));
    expectField(res, 'subscription.expirationTime', code);
  });
});

describe('JSON bodies are bounded before they are parsed', () => {
  const raw = (method: string, url: string, body: string, type = 'application/json') =>
    member.request<any>(method, url, { headers: { 'content-type': type }, body });

  const nested = (depth: number) => [
    '['.repeat(depth) + ']'.repeat(depth),
    '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  ];

  test.each([33, 5_000])('nested %p levels deep: 400 before parsing', async (depth) => {
    for (const body of nested(depth)) {
      const res = await raw('PUT', '/api/user.php', body);
      expect([res.status, res.body.error]).toEqual([400, 'bad_request']);
      expectTranslated(res.body);
    }
  });
  test('nested 32 levels deep: parsed, then refused by the schema', async () => {
    for (const body of nested(32)) expect((await raw('PUT', '/api/user.php', body)).body.error).toBe('validation');
  });
  test('nested 100,000 levels deep is too large to read at all: 413', async () => {
    for (const body of nested(100_000)) {
      expect((await raw('PUT', '/api/user.php', body)).body.error).toBe('body_too_large');
    }
  });
  test('a beacon that posts deep JSON as text/plain: 400', async () => {
    const res = await raw('POST', '/api/remote-error.php', nested(5_000)[0]!, 'text/plain');
    expect([res.status, res.body.error]).toEqual([400, 'bad_request']);
  });
  test('nesting inside strings does not count', async () => {
    const res = await raw('PUT', '/api/user.php', JSON.stringify({ city: '['.repeat(200) }));
    expect(res.status).toBe(200);
  });
  test('a body over the limit: 413 body_too_large', async () => {
    const res = await raw('PUT', '/api/user.php', JSON.stringify({ personal: 'x'.repeat(2_000_000) }));
    expect([res.status, res.body.error]).toEqual([413, 'body_too_large']);
    expectTranslated(res.body);
  });
  test('unparsable JSON and an empty body with a JSON type: 400', async () => {
    for (const body of ['{"name":', '']) {
      const res = await raw('PUT', '/api/user.php', body);
      expect([res.status, res.body.error]).toEqual([400, 'bad_request']);
    }
  });
  test('__proto__ keys are not let through', async () => {
    const res = await raw('PUT', '/api/user.php', '{"__proto__":{"name":"x"}}');
    expect(res.status).toBe(400);
  });
  test('a field named like a property of every object is an unknown field, and named so in the answer', async () => {
    const res = await raw('PUT', '/api/user.php', '{"constructor":1}');
    expectField(res, 'constructor', 'unknown_field');
    const beacon = await raw('POST', '/api/remote-error.php', '{"__proto__":{"a":1}}', 'text/plain');
    expectField(beacon, '__proto__', 'unknown_field');
  });
});

describe('query parameters named like properties of every object', () => {
  test.each(['/api/settings.php?__proto__=1', '/api/search.php?do_not_save=1&__proto__=1&constructor=x'])(
    'are dropped like any other unknown parameter: %s',
    async (url) => {
      expect((await member.get(url)).status).toBe(200);
    },
  );
});

describe('content types', () => {
  test('a multipart content type around a JSON body on profileimage.php: 400', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/mixed']) {
      const res = await member.request<any>('POST', '/api/profileimage.php', {
        headers: { 'content-type': type },
        body: '{"file":"x"}',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectTranslated(res.body);
    }
  });
  test('multipart to a JSON call: 415', async () => {
    const res = await member.request<any>('PUT', '/api/user.php', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    });
    expect([res.status, res.body.error]).toEqual([415, 'invalid_media_type']);
  });
});
