/**
 * @database-independent
 * Its subject is the dev tools switch: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

describe('POST /api/_dev/credits-zero.php', () => {
  // One database: the tests use members of their own, and the app without dev tools is another instance on it.
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ devTools: true });
  });
  afterAll(() => t.close());

  test("with DEV_TOOLS: sets the member's credits to zero and answers the user", async () => {
    const m = await createMember(t.db, { credits: 40 });
    const c = t.client();
    await c.login(m.email, m.password);
    expect((await c.get('/api/user.php')).body.user.credits).toBe(40);
    const res = await c.post('/api/_dev/credits-zero.php', {});
    expect(res.status).toBe(200);
    expect(res.body.user.credits).toBe(0);
    const row = await t.db.selectFrom('members').select('credits').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(0);
  });

  test('with DEV_TOOLS but logged out: 403', async () => {
    const c = t.client();
    await c.prime();
    expect((await c.post('/api/_dev/credits-zero.php', {})).status).toBe(403);
  });

  test('without DEV_TOOLS the call does not exist', async () => {
    const plain = await startOtherInstance(t, { devTools: false });
    try {
      const m = await createMember(t.db, { credits: 40 });
      const c = plain.client();
      await c.login(m.email, m.password);
      const res = await c.post('/api/_dev/credits-zero.php', {});
      expect(res.status).toBe(404);
      const row = await t.db.selectFrom('members').select('credits').where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(row.credits).toBe(40);
    } finally {
      await plain.close();
    }
  });
});
