import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
});

test('a member reaches /%61pi/chats.php with their session, as /api/chats.php', async () => {
  const m = await createMember(t.db);
  const c = t.client();
  await c.login(m.email, m.password);
  const res = await c.get('/%61pi/chats.php');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ chats: [] });
});
