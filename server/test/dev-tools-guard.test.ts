/**
 * @database-independent
 * Its subject is who may reach the dev tools: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { HttpClient } from './helpers/http-client';
import { isLoopbackAddress } from '../src/routes/dev-guard';
import { paymentConfigFromEnv } from '../src/config';

/**
 * Issue 10, point 1: the dev tools (the outbox shows every member's activation link, and opening one logs in
 * as that member) answer only with DEV_TOOLS on and only to a request from this machine's loopback; a
 * production start with DEV_TOOLS refuses.
 */

/** An address of this machine that is not loopback, for requests that come "from elsewhere". */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const portOf = (t: TestApp | OtherInstance) => new URL(t.baseUrl).port;
const DEV_PAGES = ['/_dev/mail', '/_dev/mail/1', '/%5Fdev/mail', '/_dev/partner?x=1', '/_dev/dialogs', '/_dev'];

describe('isLoopbackAddress', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.2', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::1', false],
    ['::', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

// One database for the file: the other settings are tried on more instances of the app on it (a fresh database
// per setting costs seconds of CPU; the guard is a matter of each instance's settings).
let t: TestApp;
beforeAll(async () => {
  // '::' takes IPv6 and, dual-stack, IPv4: loopback as 127.0.0.1 (::ffff:127.0.0.1) and ::1, and the
  // machine's other addresses.
  t = await startTestApp({ devTools: true, listenHost: '::' });
});
afterAll(() => t.close());

describe('with DEV_TOOLS on', () => {
  test('answer on loopback, over IPv4 and IPv6', async () => {
    for (const base of [`http://127.0.0.1:${portOf(t)}`, `http://[::1]:${portOf(t)}`]) {
      const c = new HttpClient(base);
      expect([base, (await c.get('/_dev/mail')).status]).toEqual([base, 200]);
      expect([base, (await c.get('/_dev/partner')).status]).toEqual([base, 200]);
    }
    const m = await createMember(t.db, { credits: 40 });
    const c = t.client();
    await c.login(m.email, m.password);
    expect((await c.post('/api/_dev/credits-zero.php', {})).status).toBe(200);
  });

  test('the outbox lists the mails the site sent and shows each, bodies and all', async () => {
    const to = `outbox-${Date.now()}@example.com`;
    const id = await t.app.mailer.send(to, {
      subject: 'Outbox check',
      text: 'Open https://example.com/x to go on',
      html: '<html><head></head><body><p>Outbox body</p></body></html>',
    });
    const c = t.client();
    const list = await c.get('/_dev/mail');
    expect(list.text).toContain(`<a href="/_dev/mail/${id}">Outbox check</a>`);
    expect(list.text).toContain(to);

    const mail = await c.get(`/_dev/mail/${id}`);
    expect(mail.status).toBe(200);
    expect(mail.text).toContain('<h1>Outbox check</h1>');
    expect(mail.text).toContain('&lt;base target=&quot;_top&quot;&gt;&lt;/head&gt;&lt;body&gt;&lt;p&gt;Outbox body');
    expect(mail.text).toContain('<a href="https://example.com/x">https://example.com/x</a>');
    expect((await c.get(`/_dev/mail/${id + 1000}`)).status).toBe(404);
  });

  (external ? test : test.skip)('are 404 to a request from another address, pages and calls alike', async () => {
    const remote = new HttpClient(`http://${external}:${portOf(t)}`);
    expect((await remote.get('/api/user.php')).status).toBe(200); // the site itself answers
    for (const page of DEV_PAGES) {
      const res = await remote.get(page);
      expect([page, res.status]).toEqual([page, 404]);
      expect(res.text).not.toMatch(/Outbox|activate\?code/);
    }
    const m = await createMember(t.db, { credits: 40 });
    await remote.login(m.email, m.password);
    expect((await remote.post('/api/_dev/credits-zero.php', {})).status).toBe(404);
    expect((await remote.post('/api/_dev/test-push.php', {})).status).toBe(404);
    const row = await t.db.selectFrom('members').select('credits').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(40);
  });

  (external ? test : test.skip)('X-Forwarded-For: 127.0.0.1 from another address does not pass', async () => {
    const remote = new HttpClient(`http://${external}:${portOf(t)}`);
    for (const header of ['x-forwarded-for', 'x-real-ip']) {
      expect((await remote.get('/_dev/mail', { headers: { [header]: '127.0.0.1' } })).status).toBe(404);
    }
  });

  test('a request relayed by a proxy on this machine is not the developer: 404', async () => {
    const local = t.client();
    expect((await local.get('/_dev/mail', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    expect((await local.get('/_dev/mail', { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
  });

  test('the settings tell the dev panel to show only where its pages answer', async () => {
    const local = t.client();
    expect((await local.get('/api/settings.php')).body.dev_tools).toBe(true);
    const relayed = await local.get('/api/settings.php', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.body.dev_tools).toBe(false);
  });
});

(external ? test : test.skip)('trustProxy does not let X-Forwarded-For: 127.0.0.1 in either', async () => {
  const proxied = await startOtherInstance(t, { devTools: true, listenHost: '0.0.0.0', trustProxy: true });
  try {
    const remote = new HttpClient(`http://${external}:${portOf(proxied)}`);
    expect((await remote.get('/_dev/mail', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
    expect((await proxied.client().get('/_dev/mail')).status).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('with DEV_TOOLS off the dev pages are 404 on loopback too', async () => {
  const off = await startOtherInstance(t, { devTools: false });
  try {
    for (const page of DEV_PAGES) expect([page, (await off.client().get(page)).status]).toEqual([page, 404]);
  } finally {
    await off.close();
  }
});

describe('production', () => {
  /** A real company's settings, as production needs them (site/company.ts COMPANY_SETTINGS). */
  const COMPANY = {
    COMPANY_NAME: 'Herzklopfen GmbH',
    COMPANY_ADDRESS: 'Friedrichstraße 1',
    COMPANY_KVK: 'HRB 123456',
    COMPANY_CITY: '10117 Berlin',
    COMPANY_COUNTRY: 'DE',
    COMPANY_TRADENAMES: 'Herzklopfen',
    COMPANY_VAT_NUMBERS: 'DE123456789',
    SUPPORT_PHONE: '+49 30 1234567',
  };
  const withCompany = async <T>(settings: Record<string, string>, run: () => Promise<T>): Promise<T> => {
    Object.assign(process.env, settings);
    try {
      return await run();
    } finally {
      for (const name of Object.keys(settings)) delete process.env[name];
    }
  };
  const payments = paymentConfigFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, true);
  const startProduction = () =>
    startOtherInstance(t, { production: true, devTools: false, signup: { publicUrl: 'https://x.example' }, payments });

  test('buildApp refuses to start without the company settings, naming each that is missing', async () => {
    const { COMPANY_KVK: _kvk, SUPPORT_PHONE: _phone, ...partly } = COMPANY;
    await withCompany(partly, () =>
      expect(startProduction()).rejects.toThrow(/^COMPANY_KVK, SUPPORT_PHONE not set with NODE_ENV=production/m),
    );
    // blank is not set
    await withCompany({ ...COMPANY, COMPANY_NAME: ' ' }, () =>
      expect(startProduction()).rejects.toThrow(/^COMPANY_NAME not set/m),
    );
  });

  test('buildApp refuses DEV_TOOLS with a message that says why', async () => {
    await expect(
      startOtherInstance(t, { production: true, devTools: true, signup: { publicUrl: 'https://www.example.com' } }),
    ).rejects.toThrow(/DEV_TOOLS is on with NODE_ENV=production/);
  });

  test('buildApp starts without dev tools', async () => {
    // Production also wants the payment provider named (config.ts paymentConfigFromEnv): the sandbox, as a demo.
    const production = await withCompany(COMPANY, startProduction);
    try {
      expect((await production.client().get('/_dev/mail')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  test('main.ts exits non-zero and says why, before touching the database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dating-main-test-'));
    try {
      const run = await runMain({
        NODE_ENV: 'production',
        DEV_TOOLS: '1',
        PUBLIC_URL: 'https://www.example.com',
        DATA_DIR: dataDir,
        PORT: '0',
        DATABASE_URL: '',
      });
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.stderr).toContain('Refusing to start');
      expect(run.stderr).toContain('DEV_TOOLS');
      // every reason at once, the company's too
      expect(run.stderr).toContain('COMPANY_NAME, COMPANY_ADDRESS');
      expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/**
 * Runs `tsx src/main.ts` with extra environment until it exits; a server that started (it says 'database ready')
 * is killed, so the test sees no exit code. No wall-clock cap: compiling and starting takes over 20 s on a busy
 * machine; the test's own limit catches a run that neither exits nor starts.
 */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const serverDir = path.resolve(__dirname, '..');
  const tsx = path.join(serverDir, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], { cwd: serverDir, env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('database ready')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}
