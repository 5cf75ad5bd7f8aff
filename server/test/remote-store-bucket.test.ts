/**
 * @database-independent
 * Its subject is the remote store in a bucket: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import path from 'node:path';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { pointerEntry } from '@dating/release-store';
import { openEventStream, type OpenEventStream } from '../src/realtime/sse-client';
import { IMMUTABLE } from '../src/static/cache-policy';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { filesUnder } from './helpers/files-under';
import { startTestBucket, unreachableBucket, type TestBucket } from './helpers/s3-bucket';
import { capturedLog } from './helpers/log-lines';
import { createMember } from './helpers/members';
import { landerContent } from './helpers/lander-content';

/**
 * The deploy store in an S3-compatible bucket (docs/architecture.md, Several instances): remotes/<name>/<version>/… and
 * pointer/production.json at the bucket's root, as they are in a store folder. Two instances with empty store
 * folders of their own serve what the bucket holds, and both hear of a pointer switch written into it.
 */
const TOKEN = 'ops-token-of-the-bucket-test';
let bucket: TestBucket;
let t: TestApp;
let other: OtherInstance;
let otherStoreDir: string;

/** What a publish leaves in the store: a version folder with its manifest and entry. */
async function publish(remote: string, version: string) {
  const folder = `remotes/${remote}/${version}`;
  await bucket.put(`${folder}/mf-manifest.json`, JSON.stringify({ name: remote }), 'application/json');
  await bucket.put(`${folder}/remoteEntry.js`, `/* ${remote} ${version} */`, 'application/javascript');
  if (remote === 'landers') await bucket.put(`${folder}/content.json`, JSON.stringify(landerContent(version)));
}

let revision = 0;
/** A pointer write, as a promote does it: the remotes given, the revision bumped. */
const writePointer = (remotes: Record<string, string>) =>
  bucket.put(
    'pointer/production.json',
    JSON.stringify({
      revision: ++revision,
      remotes: Object.fromEntries(Object.entries(remotes).map(([name, v]) => [name, pointerEntry(name, v)])),
    }),
    'application/json',
  );

beforeAll(async () => {
  bucket = await startTestBucket();
  for (const [remote, version] of [
    ['profile', '1.0.0-aaaaaaaa'],
    ['profile', '1.1.0-bbbbbbbb'],
    ['landers', '1.0.0-cccccccc'],
  ])
    await publish(remote!, version!);
  await writePointer({ profile: '1.0.0-aaaaaaaa', landers: '1.0.0-cccccccc' });
  t = await startTestApp({ storeBucket: bucket.settings, opsToken: TOKEN, realtime: { heartbeatMs: 60_000 } });
  otherStoreDir = path.join(t.root, 'other-store');
  other = await startOtherInstance(t, { storeBucket: bucket.settings, storeDir: otherStoreDir });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await bucket?.close();
});

test('the pointer, the remote files and the landers content come from the bucket', async () => {
  const pointer = await fetch(`${other.baseUrl}/remotes.json`);
  expect(pointer.status).toBe(200);
  expect((await pointer.json()).remotes.profile).toEqual(pointerEntry('profile', '1.0.0-aaaaaaaa'));

  const entry = await fetch(`${other.baseUrl}/remotes/profile/1.1.0-bbbbbbbb/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(entry.headers.get('content-type')).toBe('application/javascript');
  expect(await entry.text()).toBe('/* profile 1.1.0-bbbbbbbb */');
  const missing = await fetch(`${other.baseUrl}/remotes/profile/9.9.9-dddddddd/remoteEntry.js`);
  expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
  expect((await fetch(`${other.baseUrl}/remotes/profile/1.0.0-aaaaaaaa/..%2F..%2F..%2Fpointer`)).status).toBe(404);

  // the campaigns of the live landers version are the sitemap's
  const sitemap = await (await fetch(`${other.baseUrl}/sitemap.xml`)).text();
  expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/landers\/video\/summer<\/loc>/);

  expect(await filesUnder(t.storeDir)).toEqual([]);
  expect(await filesUnder(otherStoreDir)).toEqual([]);
});

describe('a pointer switch written into the bucket', () => {
  const streams: OpenEventStream[] = [];
  afterAll(() => streams.forEach((s) => s.close()));

  const openStream = async (base: string) => {
    const m = await createMember(t.db);
    const c = t.client();
    expect((await c.login(m.email, m.password)).status).toBe(200);
    const cookie = c.cookieHeader();
    const stream = await openEventStream(base + EVENT_STREAM_PATH, { cookie });
    streams.push(stream);
    return stream;
  };
  const switches = (s: OpenEventStream) => s.messages.filter((m) => m.event === 'remotes').length;
  /**
   * Waits until the stream has had `n` remotes events. The bucket is read every second, but a busy machine reads
   * it later (a 5 s cap failed in a quiet run of the whole suite); the test's own limit catches a switch never told.
   */
  async function switchesReach(stream: OpenEventStream, n: number): Promise<void> {
    while (switches(stream) < n) await stream.next((m) => m.event === 'remotes', { from: stream.messages.length });
  }

  test('reaches the open pages of both instances once; a rewrite serving the same is no switch', async () => {
    const here = await openStream(t.baseUrl);
    const there = await openStream(other.baseUrl);
    await writePointer({ profile: '1.1.0-bbbbbbbb', landers: '1.0.0-cccccccc' });
    await switchesReach(here, 1);
    await switchesReach(there, 1);
    expect((await (await fetch(`${other.baseUrl}/remotes.json`)).json()).remotes.profile.version).toBe(
      '1.1.0-bbbbbbbb',
    );

    // the same remotes again (only the revision moves), then a real switch: one more event each, not two
    await writePointer({ profile: '1.1.0-bbbbbbbb', landers: '1.0.0-cccccccc' });
    await new Promise((r) => setTimeout(r, 1500));
    await writePointer({ profile: '1.0.0-aaaaaaaa', landers: '1.0.0-cccccccc' });
    await switchesReach(here, 2);
    await switchesReach(there, 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect([switches(here), switches(there)]).toEqual([2, 2]);
  }, 60_000);
});

test('the ops API reads the pointer in the bucket (its switches: deploy-bucket.test.ts)', async () => {
  const res = await t.client().get('/_ops/api/status', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.body.status.production.map((r: { remote: string; version: string }) => [r.remote, r.version])).toEqual([
    ['landers', '1.0.0-cccccccc'],
    ['profile', '1.0.0-aaaaaaaa'],
  ]);
});

test('a bucket that cannot be reached: the pointer and remote files answer 503, never 500 or 404', async () => {
  const errors = capturedLog('error');
  const down = await startOtherInstance(t, { storeBucket: await unreachableBucket(), logger: errors.logger });
  try {
    const urls = ['/remotes.json', '/remotes/profile/1.0.0-aaaaaaaa/remoteEntry.js'];
    for (const url of urls) {
      const res = await fetch(down.baseUrl + url);
      expect([url, res.status, res.headers.get('cache-control')]).toEqual([url, 503, 'no-store']);
    }
    // for ops to see: one error line a request, naming the store that is down
    expect(errors.lines.map((l) => l.err?.type)).toEqual(urls.map(() => 'StoreUnavailableError'));
  } finally {
    await down.close();
  }
});
