import { is } from 'superstruct';
import { getUser } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { sha256Hex } from '../src/auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/user.php', () => {
  test('a visitor gets {user: null} and a readable csrf cookie', async () => {
    const c = t.client();
    const res = await c.get('/api/user.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
    expect(is(res.body, getUser.response)).toBe(true);
    const csrf = res.setCookies.find((x) => x.name === 'csrf')!;
    expect(csrf.value.length).toBeGreaterThanOrEqual(43);
    expect(csrf.attributes).toMatchObject({ samesite: 'Lax', path: '/' });
    expect(csrf.attributes.httponly).toBeUndefined();
    // Present already: not set again.
    expect((await c.get('/api/user.php')).setCookies.find((x) => x.name === 'csrf')).toBeUndefined();
  });

  test('a member gets their own user with the real birth date and computed age', async () => {
    const m = await createMember(t.db, {
      date_of_birth: '1985-01-31',
      name: 'Jo',
      gender: 'male',
      last_signup_step: true,
    });
    const c = t.client();
    await c.login(m.email, m.password);
    const res = await c.get('/api/user.php');
    expect(is(res.body, getUser.response)).toBe(true);
    const { user } = res.body;
    expect(user.profile).toMatchObject({
      id: m.id,
      name: 'Jo',
      gender: 'male',
      date_of_birth: '1985-01-31',
      lastSignupStep: true,
      main_image: null,
      images: [],
    });
    const today = new Date();
    const expected = today.getFullYear() - 1985 - (today.getMonth() === 0 && today.getDate() < 31 ? 1 : 0);
    expect(user.profile.age).toBe(expected);
    expect(typeof user.signup_date).toBe('string');
    expect(Number.isNaN(Date.parse(user.signup_date))).toBe(false);
  });

  test('an unknown sid answers 403 session_expired and clears the cookie', async () => {
    const c = t.client();
    c.cookies.set('sid', 'made-up-token');
    const res = await c.get('/api/user.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('session_expired');
    expect(res.setCookies.find((x) => x.name === 'sid')?.value).toBe('');
    // The browser dropped the cookie, so the next poll is a visitor's.
    expect((await c.get('/api/user.php')).body).toEqual({ user: null });
  });

  test('an expired session answers 403 session_expired', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.login(m.email, m.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    const res = await c.get('/api/user.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('session_expired');
  });

  test('a session close to expiry is extended to 30 days again (sliding expiry)', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.login(m.email, m.password);
    const hash = sha256Hex(c.cookies.get('sid')!);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 2 * 86_400_000) })
      .where('token_hash', '=', hash)
      .execute();
    const res = await c.get('/api/user.php');
    expect(res.status).toBe(200);
    expect(res.setCookies.find((x) => x.name === 'sid')?.attributes['max-age']).toBe(String(30 * 86400));
    const row = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });
});

describe('GET /api/logout.php', () => {
  test('answers the JSON string "done", destroys the session server-side and rotates csrf', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    await c.login(m.email, m.password);
    const sid = c.cookies.get('sid')!;
    const csrf = c.cookies.get('csrf')!;

    // The api-client sends the csrf token on GETs too; without it a logout is refused (state-changing-gets.test.ts).
    const res = await c.get('/api/logout.php', { headers: { 'x-csrf-token': csrf } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.text).toBe('"done"');
    expect(c.cookies.has('sid')).toBe(false);
    expect(c.cookies.get('csrf')).not.toBe(csrf);
    expect(await t.db.selectFrom('sessions').select('token_hash').where('member_id', '=', m.id).execute()).toHaveLength(
      0,
    );

    // A copy of the old cookie is worthless now.
    const replay = t.client();
    replay.cookies.set('sid', sid);
    expect((await replay.get('/api/user.php')).body.error).toBe('session_expired');
  });

  test('a visitor may log out too', async () => {
    const res = await t.client().get('/api/logout.php', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.body).toBe('done');
  });
});
