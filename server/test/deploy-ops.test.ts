import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiRecord } from '@dating/contract';
import { contentHash, readHistory, readPointer, versionName } from '@dating/release-store';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { csrfOf, FORM, opsLogin } from './helpers/ops';

const TOKEN = 'test-ops-token-0123456789';
/** The name each label's version is stored under: publish names a build by its files' content hash. */
const stored = new Map<string, string>();
const V = (c: string) => stored.get(c)!;
let t: TestApp;

const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
/** A profile version labelled `label` (a file of its own), stored under the name publish gives it. */
async function putVersion(remote: string, label: string, needs?: ApiRecord) {
  const staging = await mkdtemp(path.join(tmpdir(), 'version-'));
  const manifest = {
    ...(needs ? { needs } : {}),
    id: remote,
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: '19.3.1', assets: assets(['r.js']) },
      { name: 'react-dom', version: '19.3.1', assets: assets(['r.js']) },
    ],
    exposes: [{ name: 'ProfilePage', path: './ProfilePage', assets: assets(['p.js']) }],
  };
  await writeFile(path.join(staging, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(staging, 'label.txt'), label);
  for (const f of ['remoteEntry.js', 'r.js', 'p.js']) await writeFile(path.join(staging, f), 'x');
  const version = versionName('0.1.0', contentHash(staging));
  await cp(staging, path.join(t.storeDir, 'remotes', remote, version), { recursive: true });
  await rm(staging, { recursive: true, force: true });
  stored.set(label, version);
}
const auth = { authorization: `Bearer ${TOKEN}` };

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN, canaryMaxErrors: 3, remoteErrorRateLimit: 1000 });
  for (const c of 'abc') await putVersion('profile', c);
});
afterAll(() => t.close());

describe('ops API', () => {
  test('needs the bearer token', async () => {
    expect((await t.client().get('/_ops/api/status')).status).toBe(401);
    expect((await t.client().get('/_ops/api/status', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const ok = await t.client().get('/_ops/api/status', { headers: auth });
    expect(ok.status).toBe(200);
    expect(ok.body.status.production.map((r: any) => r.remote)).toEqual(['profile']);
  });

  test('promotes, refuses a bad version with reasons, rolls back, and records history', async () => {
    const c = t.client();
    expect((await c.post('/_ops/api/promote', { remote: 'profile', version: V('a') }, { headers: auth })).status).toBe(
      200,
    );
    const bad = await c.post(
      '/_ops/api/promote',
      { remote: 'profile', version: '0.1.0-dddddddddddd' },
      { headers: auth },
    );
    expect(bad.status).toBe(409);
    expect(bad.body.problems[0]).toMatch(/not in the store/);
    expect((await c.post('/_ops/api/promote', { remote: 'profile', version: V('b') }, { headers: auth })).status).toBe(
      200,
    );
    const back = await c.post('/_ops/api/rollback', { remote: 'profile' }, { headers: auth });
    expect(back.status).toBe(200);
    expect(readPointer(t.storeDir).remotes.profile.version).toBe(V('a'));
    const hist = await c.get('/_ops/api/history?remote=profile', { headers: auth });
    expect(hist.body.history.map((e: any) => e.action)).toEqual(['promote', 'promote', 'rollback']);
  });

  test('the page logs in with the token into an ops session, and its forms need the CSRF token', async () => {
    const c = t.client();
    expect((await c.get('/_ops')).status).toBe(401);
    const login = await opsLogin(c, TOKEN);
    expect(login.status).toBe(303);
    expect(login.setCookies.find((k) => k.name === 'ops_sid')?.attributes.httponly).toBe(true);
    const page = await c.get('/_ops');
    expect(page.status).toBe(200);
    expect(page.text).toContain(V('a'));
    const csrf = csrfOf(page.text);
    expect((await c.post('/_ops/api/rollback', 'remote=profile', { headers: FORM })).status).toBe(403);
    const ok = await c.post('/_ops/api/promote', `remote=profile&version=${V('c')}&csrf=${encodeURIComponent(csrf)}`, {
      headers: FORM,
    });
    expect(ok.status).toBe(303);
    expect(readPointer(t.storeDir).remotes.profile.version).toBe(V('c'));
  });

  test('lists whether each stored version fits the live host, refuses one that does not, unless forced', async () => {
    const c = t.client();
    const live = readPointer(t.storeDir).remotes.profile.version;
    await mkdir(t.hostDir, { recursive: true });
    await writeFile(
      path.join(t.hostDir, 'provides.json'),
      JSON.stringify({ '@dating/ui': { version: '0.1.0', names: ['Button', 'Modal'] } }),
    );
    await putVersion('profile', 'fits', { '@dating/ui': { version: '0.1.0', names: ['Button'] } });
    await putVersion('profile', 'misfit', { '@dating/ui': { version: '0.1.0', names: ['Button', 'Carousel'] } });
    const lacks = `profile ${V('misfit')} needs @dating/ui (Carousel), which the host lacks`;

    const { body } = await c.get('/_ops/api/status', { headers: auth });
    expect(body.fit.profile).toMatchObject({ [V('fits')]: [], [V('misfit')]: [lacks], [V('a')]: null });
    await opsLogin(c, TOKEN);
    const page = (await c.get('/_ops')).text;
    expect(page).toContain(`${V('fits')} (0; fits the host)`);
    expect(page).toContain(`${V('misfit')} (0; <strong>does not fit the live host</strong>: ${lacks})`);

    const refused = await c.post('/_ops/api/promote', { remote: 'profile', version: V('misfit') }, { headers: auth });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([lacks]);
    const canary = await c.post(
      '/_ops/api/canary',
      { remote: 'profile', version: V('misfit'), percent: 10 },
      {
        headers: auth,
      },
    );
    expect(canary.status).toBe(409);
    expect(readPointer(t.storeDir).remotes.profile.version).toBe(live);

    const forced = { remote: 'profile', version: V('misfit'), force: true, reason: 'hotfix' };
    expect((await c.post('/_ops/api/promote', forced, { headers: auth })).status).toBe(200);
    expect(readHistory(t.storeDir).at(-1)).toMatchObject({ action: 'promote', reason: 'hotfix', forced: [lacks] });
    expect((await c.post('/_ops/api/promote', { remote: 'profile', version: live }, { headers: auth })).status).toBe(
      200,
    );
  });

  test('without a configured token the ops API is 404', async () => {
    const other = await startOtherInstance(t, { opsToken: '' });
    try {
      delete process.env.OPS_TOKEN;
      expect((await other.client().get('/_ops/api/status', { headers: auth })).status).toBe(404);
      expect((await other.client().get('/_ops')).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('canary', () => {
  test('serves the canary by the visitor bucket cookie, with Vary: Cookie and per-content ETags', async () => {
    const c = t.client();
    expect(
      (await c.post('/_ops/api/promote', { remote: 'profile', version: V('b'), canary: 50 }, { headers: auth })).status,
    ).toBe(200);
    const first = await t.client().get('/remotes.json');
    const bucket = first.setCookies.find((k) => k.name === 'mf_bucket');
    expect(Number(bucket?.value)).toBeGreaterThanOrEqual(0);
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const low = await t.client().get('/remotes.json', { headers: { cookie: 'mf_bucket=10' } });
    const high = await t.client().get('/remotes.json', { headers: { cookie: 'mf_bucket=80' } });
    expect(low.body.remotes.profile.version).toBe(V('b'));
    expect(high.body.remotes.profile.version).toBe(V('c'));
    expect(low.headers.get('etag')).not.toBe(high.headers.get('etag'));
    expect(low.setCookies).toHaveLength(0);
    expect(low.body.remotes.profile.canary).toBeUndefined();
  });

  test('remote errors are counted per version; past the threshold the canary is rolled back', async () => {
    const beacon = (version: string) =>
      // As sendBeacon sends it: text/plain, no CSRF header, no cookies.
      t
        .client()
        .post(
          '/api/remote-error.php',
          JSON.stringify({ remote: 'profile', version, phase: 'load', message: 'ChunkLoadError' }),
          {
            csrf: false,
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
          },
        );
    expect((await beacon(V('c'))).status).toBe(200); // stable version: counted, no rollback
    for (let i = 0; i < 3; i++) expect((await beacon(V('b'))).status).toBe(200);
    expect(readPointer(t.storeDir).remotes.profile.canary?.version).toBe(V('b'));
    expect((await beacon(V('b'))).status).toBe(200); // the 4th error passes 3
    expect(readPointer(t.storeDir).remotes.profile.canary).toBeUndefined();
    expect(readHistory(t.storeDir).at(-1)).toMatchObject({
      action: 'auto-rollback',
      from: V('b'),
      to: V('c'),
      reason: 'auto-rollback: 4 errors',
    });
    const s = await t.client().get('/_ops/api/status', { headers: auth });
    expect(s.body.errors).toEqual([
      { remote: 'profile', version: V('b'), load: 4, render: 0 },
      { remote: 'profile', version: V('c'), load: 1, render: 0 },
    ]);
    const invalid = await t
      .client()
      .post('/api/remote-error.php', { remote: 'profile', version: 'x', phase: 'boom' }, { csrf: false });
    expect(invalid.status).toBe(400);
  });

  test('the beacon is rate limited per IP', async () => {
    const limited = await startOtherInstance(t, { remoteErrorRateLimit: 2 });
    try {
      const send = () =>
        limited
          .client()
          .post(
            '/api/remote-error.php',
            { remote: 'chat', version: 'v', phase: 'render', message: '' },
            { csrf: false },
          );
      expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
