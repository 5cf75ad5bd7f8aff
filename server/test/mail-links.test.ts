/**
 * @database-independent
 * Its subject is where mailed links point: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { activationLinkOf, signUpAt } from './helpers/signup';

/**
 * Issue 10, point 2: links in mails start at PUBLIC_URL or an allowlisted Host, never at the Host a request
 * claims; a mailed activation code works once and for 7 days.
 */
const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ signup: { validateEmailRateLimit: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const port = () => new URL(t.baseUrl).port;
const linkOrigin = async (email: string) => new URL(await activationLinkOf(t.db, email)).origin;
const memberActivated = async (email: string) =>
  (await t.db.selectFrom('members').select('activated').where('email', '=', email).executeTakeFirstOrThrow()).activated;

describe('the origin of mailed links', () => {
  test('Host: evil.example does not reach the mail: the first allowed origin does', async () => {
    const { res, email } = await signUpAt(t, {}, { headers: { host: 'evil.example' } });
    expect(res.status).toBe(200);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(await linkOrigin(email)).toBe(`http://127.0.0.1:${process.env.PORT || 8080}`);
  });

  // The settings below are tried on more instances of the app on the same database: a fresh database per
  // setting costs seconds and proves nothing more (links are built per request, from the instance's settings).
  test('an allowlisted Host is used as it is', async () => {
    const own = await startOtherInstance(t, { allowedHosts: ['site.test:8080', 'localhost:9999'] });
    try {
      const { email } = await signUpAt(own, {}, { headers: { host: 'LOCALHOST:9999' } });
      expect(await new URL(await activationLinkOf(t.db, email)).origin).toBe('http://localhost:9999');
      const other = await signUpAt(own, {}, { headers: { host: `127.0.0.1:${new URL(own.baseUrl).port}` } });
      expect(new URL(await activationLinkOf(t.db, other.email)).origin).toBe('http://site.test:8080');
    } finally {
      await own.close();
    }
  });

  test('PUBLIC_URL is used whatever the Host', async () => {
    const pub = await startOtherInstance(t, { signup: { publicUrl: 'https://www.example.com/' } });
    try {
      for (const host of ['evil.example', `127.0.0.1:${new URL(pub.baseUrl).port}`]) {
        const { email } = await signUpAt(pub, {}, { headers: { host } });
        const link = await activationLinkOf(t.db, email);
        expect(link).toMatch(/^https:\/\/www\.example\.com\/activate\?code=[\w-]{43}$/);
      }
    } finally {
      await pub.close();
    }
  });

  test('production needs PUBLIC_URL, and a malformed one is refused by name', async () => {
    await expect(startOtherInstance(t, { production: true, signup: { publicUrl: undefined } })).rejects.toThrow(
      /PUBLIC_URL is not set with NODE_ENV=production/,
    );
    await expect(startOtherInstance(t, { signup: { publicUrl: 'www.example.com' } })).rejects.toThrow(/PUBLIC_URL/);
    await expect(startOtherInstance(t, { allowedHosts: ['https://x.example'] })).rejects.toThrow(/ALLOWED_HOSTS/);
  });

  test("evil.example with the server's own port is not allowed either", async () => {
    const { email } = await signUpAt(t, {}, { headers: { host: `evil.example:${port()}` } });
    expect(await linkOrigin(email)).not.toContain('evil');
  });
});

describe('activation codes', () => {
  test('expire 7 days after they are mailed', async () => {
    const { email } = await signUpAt(t);
    const row = await t.db
      .selectFrom('mail_codes')
      .innerJoin('members', 'members.id', 'mail_codes.member_id')
      .select(['mail_codes.kind', 'mail_codes.created_at', 'mail_codes.expires_at'])
      .where('members.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('activation');
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(7 * DAY_MS);
  });

  test('a code mailed 7 days ago does not activate, and logs nobody in', async () => {
    const { email } = await signUpAt(t);
    const link = new URL(await activationLinkOf(t.db, email));
    const member = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // the clock moved on: the row as it would be a week and a minute after the mail
    const mailed = new Date(Date.now() - 7 * DAY_MS - 60_000);
    await t.db
      .updateTable('mail_codes')
      .set({ created_at: mailed, expires_at: new Date(mailed.getTime() + 7 * DAY_MS) })
      .where('member_id', '=', member.id)
      .execute();
    const res = await t.client().get(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/activate/error');
    expect(res.setCookies.find((x) => x.name === 'sid')).toBeUndefined();
    expect(await memberActivated(email)).toBe(false);
  });

  test('a code works once: a second browser opening it is not logged in', async () => {
    const { email } = await signUpAt(t);
    const link = new URL(await activationLinkOf(t.db, email));
    const first = await t.client().get(link.pathname + link.search);
    expect(first.headers.get('location')).toBe('/activate/done');
    expect(first.setCookies.find((x) => x.name === 'sid')).toBeDefined();
    const second = await t.client().get(link.pathname + link.search);
    expect(second.headers.get('location')).toBe('/activate/error');
    expect(second.setCookies.find((x) => x.name === 'sid')).toBeUndefined();
    expect(await memberActivated(email)).toBe(true);
  });

  test('two browsers opening a code at the same moment: one login, not two', async () => {
    const { email } = await signUpAt(t);
    const link = new URL(await activationLinkOf(t.db, email));
    const opens = await Promise.all([1, 2, 3].map(() => t.client().get(link.pathname + link.search)));
    const logins = opens.filter((r) => r.setCookies.some((x) => x.name === 'sid'));
    expect(logins).toHaveLength(1);
  });

  test('a code of another kind does not activate', async () => {
    const { email } = await signUpAt(t);
    const link = new URL(await activationLinkOf(t.db, email));
    const member = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db.updateTable('mail_codes').set({ kind: 'password_reset' }).where('member_id', '=', member.id).execute();
    expect((await t.client().get(link.pathname + link.search)).headers.get('location')).toBe('/activate/error');
    expect(await memberActivated(email)).toBe(false);
  });
});
