import { is } from 'superstruct';
import { UserAnswer } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 10, windowMs: 15 * 60_000 } });
});
afterAll(() => t.close());

describe('POST /api/login.php', () => {
  test('logs in with the right password: user answer, HttpOnly Lax session cookie, CSRF rotated', async () => {
    const m = await createMember(t.db, { email: 'anna@example.com', password: 'correct horse', name: 'Anna' });
    const c = t.client();
    await c.prime();
    const csrfBefore = c.cookies.get('csrf');

    const res = await c.login('anna@example.com', 'correct horse');
    expect(res.status).toBe(200);
    expect(is(res.body, UserAnswer)).toBe(true);
    expect(res.body.user.email).toBe('anna@example.com');
    expect(res.body.user.profile).toMatchObject({ id: m.id, name: 'Anna', date_of_birth: '1990-04-12' });

    const sid = res.setCookies.find((x) => x.name === 'sid')!;
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(sid.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': String(30 * 86400) });
    expect(sid.attributes.secure).toBeUndefined(); // plain http in tests

    const csrf = res.setCookies.find((x) => x.name === 'csrf')!;
    expect(csrf.attributes.httponly).toBeUndefined();
    expect(csrf.value).not.toBe(csrfBefore);

    const me = await c.get('/api/user.php');
    expect(me.body.user.email).toBe('anna@example.com');
  });

  test('stores only a hash of the session token', async () => {
    const m = await createMember(t.db, { password: 'pw-1' });
    const c = t.client();
    await c.login(m.email, 'pw-1');
    const token = c.cookies.get('sid')!;
    const rows = await t.db
      .selectFrom('sessions')
      .select(['token_hash', 'expires_at'])
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    const days = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('email is matched without regard to case and surrounding spaces', async () => {
    const m = await createMember(t.db, { email: 'casey@example.com', password: 'pw' });
    const res = await t.client().login('  Casey@Example.COM ', 'pw');
    expect(res.status).toBe(200);
    expect(res.body.user.profile.id).toBe(m.id);
  });

  test('wrong password: 401 invalid_credentials with a clear message and no session', async () => {
    const m = await createMember(t.db, { password: 'right' });
    const res = await t.client().login(m.email, 'wrong');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_credentials');
    expect(res.body.message).toMatch(/email address or password is incorrect/i);
    expect(res.setCookies.find((x) => x.name === 'sid')).toBeUndefined();
  });

  test('unknown email answers exactly like a wrong password', async () => {
    const res = await t.client().login('nobody@example.com', 'whatever');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_credentials');
  });

  test('a deleted account cannot log in, even with its right password', async () => {
    const m = await createMember(t.db, { email: 'gone@example.com', password: 'still right' });
    expect((await t.client().login(m.email, 'still right')).status).toBe(200);
    await t.db.updateTable('members').set({ deleted: true }).where('id', '=', m.id).execute();
    const res = await t.client().login(m.email, 'still right');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_credentials');
  });

  test('seeded members (no usable password hash) cannot log in', async () => {
    const m = await createMember(t.db, { password: 'x' });
    await t.db.updateTable('members').set({ password_hash: '!seeded' }).where('id', '=', m.id).execute();
    expect((await t.client().login(m.email, '!seeded')).status).toBe(401);
  });

  test.each([
    ['missing email', { password: 'x' }, 'email', 'required'],
    ['empty password', { email: 'a@example.com', password: '' }, 'password', 'required'],
    ['email not a string', { email: 5, password: 'x' }, 'email', 'invalid_type'],
    ['unexpected field', { email: 'a@example.com', password: 'x', admin: true }, 'admin', 'unknown_field'],
  ])('bad body (%s): 400 validation naming the field', async (_name, body, field, code) => {
    const c = t.client();
    await c.prime();
    const res = await c.post('/api/login.php', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields[field].code).toBe(code);
    expect(typeof res.body.message).toBe('string');
  });

  test.each([
    ['malformed JSON', '{"email": '],
    ['an empty JSON body', ''],
  ])('%s is a 400 with an error code, not a 500', async (_name, raw) => {
    const c = t.client();
    await c.prime();
    const csrf = c.cookies.get('csrf')!;
    const res = await fetch(t.baseUrl + '/api/login.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrf=${csrf}`, 'x-csrf-token': csrf },
      body: raw,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  test('a body of the wrong media type is a 415, not a 500', async () => {
    const c = t.client();
    await c.prime();
    const res = await c.request<any>('POST', '/api/login.php', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('invalid_media_type');
  });

  test('rate limit: the 11th attempt in 15 minutes for one IP and email gets 429 with a clear message', async () => {
    const m = await createMember(t.db, { email: 'target@example.com', password: 'right' });
    const c = t.client();
    for (let i = 0; i < 10; i++) expect((await c.login(m.email, `guess-${i}`)).status).toBe(401);
    const limited = await c.login(m.email, 'right');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(limited.body.message).toMatch(/too many login attempts.*15 minutes/i);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);

    // Another address from the same IP is not locked out by someone guessing at this one.
    const other = await createMember(t.db, { password: 'pw' });
    expect((await t.client().login(other.email, 'pw')).status).toBe(200);
  });
});
