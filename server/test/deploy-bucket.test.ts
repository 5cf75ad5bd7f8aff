/**
 * @database-independent
 * Its subject is the deploy tool on a bucket: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contentHash, openDeployStore, promote, versionName, type DeployStore } from '@dating/release-store';
import { startTestApp, type TestApp } from './helpers/test-app';
import { startConditionalBucket, type ConditionalBucket } from './helpers/conditional-bucket';

/**
 * The deploy tool and the ops API on a store in a bucket (README, Photos, data exports and the remote store):
 * versions written once, the pointer switched by compare-and-swap (If-Match), one history object per change.
 * The bucket is s3rver behind helpers/conditional-bucket.ts, which evaluates the conditional headers s3rver ignores.
 */
const TOKEN = 'ops-token-of-the-deploy-bucket-test';
const auth = { authorization: `Bearer ${TOKEN}` };
/** The name publish gives each tag's build (its files' content hash); a tag never built reads as a made-up name. */
const named = new Map<string, string>();
const V = (c: string) => named.get(c) ?? `0.1.0-${c.repeat(12)}`;
const REPO = path.resolve(__dirname, '..', '..');
let bucket: ConditionalBucket;
let store: DeployStore;
let t: TestApp;
let scratch: string;

const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
/** A remote's build output that passes verification; `tag` makes its bytes (and so its version) its own. */
async function dist(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'dist-'));
  const manifest = {
    name: 'profile',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: ['react', 'react-dom'].map((name) => ({ name, version: '19.3.1', assets: assets(['r.js']) })),
    exposes: [{ name: 'ProfilePage', path: './ProfilePage', assets: assets(['p.js']) }],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', 'r.js', 'p.js']) await writeFile(path.join(dir, file), `/* ${tag} ${file} */`);
  if (!named.has(tag)) named.set(tag, versionName('0.1.0', contentHash(dir)));
  return dir;
}

const servedVersion = async (cookie = 'mf_bucket=90') =>
  (await t.client().get('/remotes.json', { headers: { cookie } })).body.remotes.profile?.version;
const history = async () => (await t.client().get('/_ops/api/history', { headers: auth })).body.history;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'deploy-bucket-test-'));
  bucket = await startConditionalBucket();
  store = openDeployStore(path.join(scratch, 'unused-folder'), bucket.settings);
  t = await startTestApp({
    storeBucket: bucket.settings,
    opsToken: TOKEN,
    canaryMaxErrors: 3,
    remoteErrorRateLimit: 1000,
  });
});
afterAll(async () => {
  await t?.close();
  store?.close();
  await bucket?.close();
  await rm(scratch, { recursive: true, force: true });
});

test('a version is written once: the same build again is no change, other bytes under its name: refused', async () => {
  const first = await dist('a');
  expect((await store.publishVersion('profile', V('a'), first)).created).toBe(true);
  expect(await bucket.keys()).toEqual(
    ['mf-manifest.json', 'p.js', 'r.js', 'remoteEntry.js'].map((f) => `remotes/profile/${V('a')}/${f}`),
  );
  expect((await store.publishVersion('profile', V('a'), await dist('a'))).created).toBe(false);

  await expect(store.publishVersion('profile', V('a'), await dist('other build'))).rejects.toThrow(
    /already in the store with other content/,
  );
  expect((await bucket.read(`remotes/profile/${V('a')}/remoteEntry.js`))!.toString()).toBe('/* a remoteEntry.js */');
  // served from the bucket as any version is, with the type the upload gave it
  const entry = await fetch(`${t.baseUrl}/remotes/profile/${V('a')}/remoteEntry.js`);
  expect([entry.status, entry.headers.get('content-type')]).toEqual([200, 'text/javascript']);
});

test('the ops API promotes, runs a canary and rolls back in the bucket, with the history of each change', async () => {
  for (const c of 'bc') {
    const built = await dist(c);
    await store.publishVersion('profile', V(c), built);
  }
  const post = (url: string, body: object) => t.client().post(url, body, { headers: auth });

  expect((await post('/_ops/api/promote', { remote: 'profile', version: V('a') })).status).toBe(200);
  expect((await post('/_ops/api/promote', { remote: 'profile', version: V('b') })).status).toBe(200);
  expect(await servedVersion()).toBe(V('b'));
  const refused = await post('/_ops/api/promote', { remote: 'profile', version: V('d') });
  expect([refused.status, refused.body.problems[0]]).toEqual([409, expect.stringMatching(/not in the store/)]);

  expect((await post('/_ops/api/canary', { remote: 'profile', version: V('c'), percent: 50 })).status).toBe(200);
  expect([await servedVersion('mf_bucket=10'), await servedVersion('mf_bucket=90')]).toEqual([V('c'), V('b')]);
  expect((await post('/_ops/api/rollback', { remote: 'profile' })).status).toBe(200); // stops the canary
  expect(await servedVersion('mf_bucket=10')).toBe(V('b'));
  expect((await post('/_ops/api/rollback', { remote: 'profile' })).status).toBe(200); // b -> a, the known-good
  expect(await servedVersion()).toBe(V('a'));

  expect((await history()).map((e: { action: string; to: string }) => [e.action, e.to])).toEqual([
    ['promote', V('a')],
    ['promote', V('b')],
    ['canary', V('c')],
    ['rollback', V('b')],
    ['rollback', V('a')],
  ]);
  const status = (await t.client().get('/_ops/api/status', { headers: auth })).body.status.production;
  expect(status).toEqual([{ remote: 'profile', version: V('a'), canary: null, available: expect.any(Array) }]);
  // oldest first, by the bucket's times (to the second): versions stored in the same second come by name
  expect([...status[0].available].sort()).toEqual([V('a'), V('b'), V('c')].sort());
});

test('a canary past its error threshold is rolled back in the bucket by the server', async () => {
  const started = await t
    .client()
    .post('/_ops/api/canary', { remote: 'profile', version: V('c'), percent: 20 }, { headers: auth });
  expect(started.status).toBe(200);
  for (let i = 0; i < 4; i++)
    await t
      .client()
      .post(
        '/api/remote-error.php',
        { remote: 'profile', version: V('c'), phase: 'load', message: 'x' },
        { csrf: false },
      );
  expect(await servedVersion('mf_bucket=10')).toBe(V('a'));
  expect((await history()).at(-1)).toMatchObject({ action: 'auto-rollback', from: V('c'), to: V('a'), by: 'server' });
});

test('two writers switch one pointer: one wins, the other hears it changed, only the winner is history', async () => {
  const before = (await store.readPointer('production')).revision!;
  const otherStore = openDeployStore(path.join(scratch, 'unused-folder'), bucket.settings);
  const hold = bucket.holdConditionalWrites();
  try {
    // both read and verify the same pointer, then meet at the write
    const alice = promote({ store, by: 'alice' }, { remote: 'profile', version: V('b') });
    const bob = promote({ store: otherStore, by: 'bob' }, { remote: 'profile', version: V('c') });
    for (let waited = 0; hold.held() < 2 && waited < 200; waited++) await new Promise((r) => setTimeout(r, 50));
    expect(hold.held()).toBe(2);
    hold.release();
    const results = await Promise.all([alice, bob]);

    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    const [won, lost] = results[0]!.ok ? ['alice', results[1]!] : ['bob', results[0]!];
    expect(lost.message).toMatch(/pointer changed, retry/);
    const pointer = await store.readPointer('production');
    expect(pointer.revision).toBe(before + 1);
    expect(pointer.remotes.profile!.version).toBe(won === 'alice' ? V('b') : V('c'));
    const last = (await history()).filter((e: { revision: number }) => e.revision > before);
    expect(last.map((e: { by: string }) => e.by)).toEqual([won]);
  } finally {
    hold.release();
    otherStore.close();
  }
});

/**
 * One run of the deploy tool may take this long: tsx compiles the tool and loads the AWS SDK, seconds each on a
 * busy machine. The test runs it three times, so its own limit is three of these (the stress run went past 30 s).
 */
const CLI_LIMIT_MS = 60_000;
const CLI_RUNS = 3;

test(
  'pnpm deploy:remote works on the bucket with --bucket, reaching it as the server does',
  async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(path.join(REPO, 'deploy', 'node_modules', '.bin', 'tsx'), ['deploy/src/cli.ts', ...args], {
        cwd: REPO,
        timeout: CLI_LIMIT_MS,
        env: {
          ...process.env,
          STORE_DIR: path.join(scratch, 'unused-folder'),
          STORE_S3_BUCKET: '',
          S3_ENDPOINT: bucket.settings.endpoint,
          S3_FORCE_PATH_STYLE: '1',
          AWS_ACCESS_KEY_ID: bucket.settings.credentials!.accessKeyId,
          AWS_SECRET_ACCESS_KEY: bucket.settings.credentials!.secretAccessKey,
        },
      });
    const name = bucket.settings.bucket;
    const promoted = await cli('promote', 'profile', V('c'), '--bucket', name, '--by', 'carol', '--reason', 'cli');
    expect(promoted.stdout).toMatch(new RegExp(`profile: .* -> ${V('c')}`));
    expect(await servedVersion()).toBe(V('c'));
    const status = JSON.parse((await cli('status', '--json', '--bucket', name)).stdout);
    expect(status.production[0]).toMatchObject({ remote: 'profile', version: V('c') });
    const entries = JSON.parse((await cli('history', 'profile', '--json', '--bucket', name)).stdout);
    expect(entries.at(-1)).toMatchObject({ action: 'promote', to: V('c'), by: 'carol', reason: 'cli' });
  },
  CLI_RUNS * CLI_LIMIT_MS,
);
