/**
 * @database-independent
 * Its subject is request checks before any handler: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('CSRF double submit', () => {
  test('POST without X-CSRF-Token: 403 csrf', async () => {
    const c = t.client();
    await c.prime();
    const res = await c.post('/api/login.php', { email: 'a@example.com', password: 'x' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf');
    expect(res.body.message).toMatch(/reload the page/i);
  });

  test('POST without the csrf cookie: 403 csrf even with a header', async () => {
    const res = await t.client().post('/api/login.php', { email: 'a@example.com', password: 'x' }, { csrf: 'forged' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf');
  });

  test('header different from the cookie: 403 csrf', async () => {
    const c = t.client();
    await c.prime();
    const res = await c.post('/api/login.php', { email: 'a@example.com', password: 'x' }, { csrf: 'something-else' });
    expect(res.status).toBe(403);
  });

  test("with a session the token must be the session's: a pre-login token is refused after login", async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.prime();
    const before = c.cookies.get('csrf')!;
    await c.login(m.email, m.password);
    // An attacker who planted `before` in the victim's browser sends it in both places.
    const forged = await c.put(
      '/api/user.php',
      { city: 'Utrecht' },
      { csrf: before, headers: { cookie: `sid=${c.cookies.get('sid')}; csrf=${before}` } },
    );
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('csrf');
    // The rotated token works.
    const ok = await c.put('/api/user.php', { city: 'Utrecht' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.profile.city).toBe('Utrecht');
  });

  test('PUT user.php without the header is refused before anything changes', async () => {
    const m = await createMember(t.db, { city: 'Delft' });
    const c = t.client();
    await c.login(m.email, m.password);
    const res = await c.put('/api/user.php', { city: 'Leiden' }, { csrf: false });
    expect(res.status).toBe(403);
    const row = await t.db.selectFrom('members').select('city').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.city).toBe('Delft');
  });

  test('GET calls need no token', async () => {
    expect((await t.client().get('/api/settings.php')).status).toBe(200);
  });

  test('a lost csrf cookie is restored from the session', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.login(m.email, m.password);
    const token = c.cookies.get('csrf');
    c.cookies.delete('csrf');
    const res = await c.get('/api/user.php');
    expect(res.setCookies.find((x) => x.name === 'csrf')?.value).toBe(token);
  });
});

/**
 * Fastify decodes the path before routing, so /%61pi/login.php reaches the login handler. The checks must
 * follow the route, not the raw URL string, or an encoded letter walks past them.
 */
describe('percent-encoded /api paths get the same checks', () => {
  test('POST /%61pi/login.php without X-CSRF-Token: 403 csrf', async () => {
    const c = t.client();
    await c.prime();
    const res = await c.post('/%61pi/login.php', { email: 'a@example.com', password: 'x' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf');
  });

  test('GET /%61pi/chats.php without a session: 403 not_logged_in', async () => {
    const res = await t.client().get('/%61pi/chats.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not_logged_in');
  });

  test('a member reaches /%61pi/chats.php with their session, as /api/chats.php', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.login(m.email, m.password);
    const res = await c.get('/%61pi/chats.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chats: [] });
  });
});
