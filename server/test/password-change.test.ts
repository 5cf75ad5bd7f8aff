import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';

/** A new password from /profile (docs/product.md §2): the current one is required; every other session ends. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const loggedIn = async (email: string, password: string) => {
  const c = t.client();
  expect((await c.login(email, password)).status).toBe(200);
  return c;
};

test('other sessions end, the current one keeps working, and only the new password logs in', async () => {
  const m = await createMember(t.db, { password: 'old-pass' });
  const here = await loggedIn(m.email, 'old-pass');
  const elsewhere = await loggedIn(m.email, 'old-pass');

  const res = await here.post('/api/password.php', { current_password: 'old-pass', password: 'new-pass' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });

  expect((await here.get('/api/user.php')).body.user.email).toBe(m.email);
  const other = await elsewhere.get('/api/user.php');
  expect(other.status).toBe(403);
  expect(other.body.error).toBe('session_expired');
  expect((await t.client().login(m.email, 'old-pass')).status).toBe(401);
  expect((await t.client().login(m.email, 'new-pass')).status).toBe(200);
});

test('a wrong current password: 400 wrong_password, nothing changes, no session ends', async () => {
  const m = await createMember(t.db, { password: 'right-pass' });
  const here = await loggedIn(m.email, 'right-pass');
  const elsewhere = await loggedIn(m.email, 'right-pass');
  const res = await here.post('/api/password.php', { current_password: 'guess', password: 'new-pass' });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('wrong_password');
  expect((await elsewhere.get('/api/user.php')).status).toBe(200);
  expect((await t.client().login(m.email, 'right-pass')).status).toBe(200);
});

test('an empty new password is refused as a field error', async () => {
  const m = await createMember(t.db, { password: 'pw' });
  const here = await loggedIn(m.email, 'pw');
  const res = await here.post('/api/password.php', { current_password: 'pw', password: '' });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('validation');
  expect(res.body.fields.password).toBeDefined();
});

test('a new password: 8 characters or more, none of the most common; an older short one still logs in', async () => {
  const m = await createMember(t.db, { password: 'pw' });
  const here = await loggedIn(m.email, 'pw');
  const refusal = async (password: string) => {
    const res = await here.post('/api/password.php', { current_password: 'pw', password });
    expect([password, res.status, res.body.error]).toEqual([password, 400, 'validation']);
    expectTranslated(res.body);
    return res.body.fields.password;
  };
  expect(await refusal('seven77')).toMatchObject({ code: 'min_length', params: { min: 8 } });
  // in any letter case: the list is of what people type
  for (const common of ['password1', 'Password1', 'iloveyou', 'QWERTY123'])
    expect(await refusal(common)).toMatchObject({ code: 'password_too_common' });
  expect((await t.client().login(m.email, 'pw')).status).toBe(200);
  expect((await here.post('/api/password.php', { current_password: 'pw', password: 'eight-ok' })).status).toBe(200);
});

test('visitors cannot change a password', async () => {
  const c = t.client();
  await c.prime();
  const res = await c.post('/api/password.php', { current_password: 'a', password: 'b' });
  expect(res.status).toBe(403);
  expect(res.body.error).toBe('not_logged_in');
});
