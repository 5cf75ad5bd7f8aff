/**
 * @database-independent
 * Its subject is how the ops token travels: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startTestApp, type TestApp } from './helpers/test-app';
import { OPS_BEARER_LIMIT } from '../src/ops/ops-routes';
import { csrfOf, FORM, opsLogin } from './helpers/ops';
import { sha256Hex } from '../src/auth/tokens';

/**
 * Issue 10, point 9: the ops token never travels in a URL and never sits in a cookie. People log in with a
 * form into a server-side ops session; tools send the token as a bearer header.
 */
const TOKEN = 'ops-login-test-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN });
});
afterAll(() => t.close());

const sessionCookie = (c: { cookies: Map<string, string> }) => c.cookies.get('ops_sid');

describe('/_ops login', () => {
  test('?token= in the address logs nobody in', async () => {
    const c = t.client();
    const res = await c.get(`/_ops?token=${TOKEN}`);
    expect(res.status).toBe(401);
    expect(res.text).toContain('<form method="post" action="/_ops/login">');
    expect(res.text).toMatch(/not accepted/);
    expect(res.setCookies.map((k) => k.name)).not.toContain('ops_sid');
    expect(res.setCookies.some((k) => k.value.includes(TOKEN))).toBe(false);
    expect((await c.get('/_ops')).status).toBe(401);
    expect((await c.get(`/_ops/api/status?token=${TOKEN}`)).status).toBe(401);
  });

  test('the form posts the token and opens a server-side session: random id, HttpOnly, SameSite=Strict', async () => {
    const c = t.client();
    const login = await opsLogin(c, TOKEN);
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/_ops');
    const cookie = login.setCookies.find((k) => k.name === 'ops_sid')!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/_ops', 'max-age': '28800' });
    expect(cookie.value).not.toContain(TOKEN);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const row = await t.db
      .selectFrom('ops_sessions')
      .selectAll()
      .where('id_hash', '=', sha256Hex(cookie.value))
      .executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBe(8);
    const page = await c.get('/_ops');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Remotes</h1>');
    expect(page.text).not.toContain(TOKEN);
    // the session works for the page's own API calls too
    expect((await c.get('/_ops/api/status')).status).toBe(200);
  });

  test('a wrong token: 401 and no session', async () => {
    const c = t.client();
    const res = await opsLogin(c, 'wrong-token');
    expect(res.status).toBe(401);
    expect(res.text).toContain('Wrong token.');
    expect(sessionCookie(c)).toBeUndefined();
  });

  test('the login form needs its CSRF field: a cross-site form cannot log a browser in', async () => {
    const c = t.client();
    await c.get('/_ops');
    expect((await c.post('/_ops/login', `token=${TOKEN}`, { headers: FORM })).status).toBe(403);
    expect((await t.client().post('/_ops/login', `token=${TOKEN}&csrf=x`, { headers: FORM })).status).toBe(403);
    expect(sessionCookie(c)).toBeUndefined();
  });

  test('the old cookie holding the raw token no longer opens anything', async () => {
    const c = t.client();
    c.cookies.set('ops_token', TOKEN);
    expect((await c.get('/_ops')).status).toBe(401);
    expect((await c.get('/_ops/api/status')).status).toBe(401);
  });

  test('an expired session is logged out', async () => {
    const c = t.client();
    await opsLogin(c, TOKEN);
    await t.db
      .updateTable('ops_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', sha256Hex(sessionCookie(c)!))
      .execute();
    expect((await c.get('/_ops')).status).toBe(401);
  });

  test('log out ends the session on the server; the old cookie is dead', async () => {
    const c = t.client();
    await opsLogin(c, TOKEN);
    const id = sessionCookie(c)!;
    const csrf = csrfOf((await c.get('/_ops')).text);
    expect((await c.post('/_ops/logout', 'csrf=wrong', { headers: FORM })).status).toBe(403);
    const out = await c.post('/_ops/logout', `csrf=${encodeURIComponent(csrf)}`, { headers: FORM });
    expect(out.status).toBe(303);
    expect(sessionCookie(c)).toBeUndefined();
    expect(
      await t.db.selectFrom('ops_sessions').select('id_hash').where('id_hash', '=', sha256Hex(id)).execute(),
    ).toEqual([]);
    const replay = t.client();
    replay.cookies.set('ops_sid', id);
    expect((await replay.get('/_ops')).status).toBe(401);
  });

  test('tools keep the bearer header; a wrong one is 401 even with a session', async () => {
    expect((await t.client().get('/_ops/api/status', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      200,
    );
    const c = t.client();
    await opsLogin(c, TOKEN);
    expect((await c.get('/_ops/api/status', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  // The whole limit is used up, 300 guesses (docs/product.md): a few at a time, as a guesser would send them, so the
  // test waits on no single answer; still a minute on a busy machine (the stress run went past 30 s one by one).
  const GUESSES_AT_ONCE = 20;
  test('guessing the token is limited per address; over the limit a right token is refused as well', async () => {
    const proxied = await startTestApp({ opsToken: TOKEN, trustProxy: true });
    try {
      const from = (ip: string, token: string) =>
        proxied.client().get('/_ops/api/status', {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
        });
      for (let sent = 0; sent < OPS_BEARER_LIMIT.max; sent += GUESSES_AT_ONCE) {
        const guesses = Array.from({ length: Math.min(GUESSES_AT_ONCE, OPS_BEARER_LIMIT.max - sent) }, (_, i) =>
          from('203.0.113.9', `guess-${sent + i}`),
        );
        expect((await Promise.all(guesses)).map((answer) => answer.status)).toEqual(guesses.map(() => 401));
      }
      const over = await from('203.0.113.9', TOKEN);
      expect(over.status).toBe(429);
      expect(over.body.error).toBe('rate_limited');
      expect((await from('203.0.113.10', TOKEN)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 120_000);
});
