/**
 * @database-independent
 * Its subject is media files in a bucket: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { filesUnder } from './helpers/files-under';
import { startTestBucket, unreachableBucket, type TestBucket } from './helpers/s3-bucket';
import { capturedLog } from './helpers/log-lines';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';
import { uploadPhoto } from './helpers/upload';
import { blurNames } from '../src/landers/blur-key';
import { mediaStoresFor } from '../src/objects/media-stores';
import { generateAvatarPool } from '../src/seed/avatars';
import { Random } from '../src/seed/random';
import { IMMUTABLE } from '../src/static/cache-policy';

/**
 * Media in an S3-compatible bucket (docs/architecture.md, Several instances): two instances on one database and one
 * bucket (a real S3 HTTP server, s3rver, through the AWS SDK), each with a data folder of its own that must stay empty.
 * What one instance stores, the other serves; what a deletion removes is gone for both.
 */
let bucket: TestBucket;
let t: TestApp;
let other: OtherInstance;
let otherDataDir: string;

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await startTestApp({ mediaBucket: bucket.settings, loginRateLimit: { max: 1000, windowMs: 60_000 } });
  otherDataDir = path.join(t.root, 'other-data');
  other = await startOtherInstance(t, { mediaBucket: bucket.settings, dataDir: otherDataDir });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await bucket?.close();
});

const newPng = (colour: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function loggedIn(on: { client(): HttpClient }) {
  const m = await createMember(t.db);
  const c = on.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { ...m, c };
}

async function withPhoto(colour: string) {
  const member = await loggedIn(t);
  const upload = await uploadPhoto(member.c, await newPng(colour));
  expect(upload.status).toBe(200);
  const image = await t.db
    .selectFrom('images')
    .select(['id', 'filename', 'thumb_filename'])
    .where('id', '=', upload.body.image.id)
    .executeTakeFirstOrThrow();
  return { ...member, image };
}

const get = (base: string, url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(base + url, { headers, method });

test('a photo uploaded through one instance is served by the other, with nothing on either disk', async () => {
  const { image } = await withPhoto('#3a7');
  expect(await bucket.keys()).toEqual(
    expect.arrayContaining([`media/${image.filename}`, `media/${image.thumb_filename}`]),
  );

  const res = await get(other.baseUrl, `/media/${image.filename}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  const served = Buffer.from(await res.arrayBuffer());
  expect(served.equals((await bucket.read(`media/${image.filename}`))!)).toBe(true);
  expect((await sharp(served).metadata()).format).toBe('webp');

  expect(await filesUnder(t.dataDir)).toEqual([]);
  expect(await filesUnder(otherDataDir)).toEqual([]);
});

test('/media from the bucket answers revalidation, ranges, HEAD and misses as from a folder', async () => {
  const { image } = await withPhoto('#a37');
  const url = `/media/${image.thumb_filename}`;
  const full = await get(other.baseUrl, url);
  const bytes = Buffer.from(await full.arrayBuffer());
  const etag = full.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(full.headers.get('last-modified')).toBeTruthy();
  expect(full.headers.get('content-length')).toBe(String(bytes.length));

  const unchanged = await get(other.baseUrl, url, { 'if-none-match': etag });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe('');

  const part = await get(other.baseUrl, url, { range: 'bytes=0-9' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);

  const head = await get(other.baseUrl, url, {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(String(bytes.length));
  expect(head.headers.get('cache-control')).toBe(IMMUTABLE);

  const missing = await get(other.baseUrl, '/media/uploads/0000000000000000000000000000000000000000.webp');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe('no-store');
  expect((await get(other.baseUrl, '/media/..%2F..%2Fexports%2Fx.zip')).status).toBe(404);
  expect((await get(other.baseUrl, '/media/.hidden')).status).toBe(404);
});

test("a lander's blurred copy is made once, kept in the bucket and served by either instance", async () => {
  const { image } = await withPhoto('#37a');
  const name = (await blurNames(t.db)).nameOf(image.id);
  const first = await get(other.baseUrl, `/media/blurred/${name}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/webp');
  expect(await bucket.keys()).toContain(`media/blurred-cache/${name}`);
  const again = await get(t.baseUrl, `/media/blurred/${name}`);
  expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  expect(await filesUnder(otherDataDir)).toEqual([]);
});

async function exportReady(c: HttpClient) {
  for (let i = 0; i < 150; i++) {
    const res = await c.get('/api/data_export.php');
    if (res.body.export?.status === 'ready') return res.body.export as { id: number; size_bytes: number };
    if (res.body.export?.status === 'failed') throw new Error('the export failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export was not ready in time');
}

test('a data export is built into the bucket and downloaded through either instance; deletions empty it', async () => {
  const member = await withPhoto('#7a3');
  expect((await member.c.post('/api/data_export.php', {})).status).toBe(200);
  const ready = await exportReady(member.c);
  const zipKeys = (await bucket.keys()).filter((k) => k.startsWith('exports/'));
  expect(zipKeys).toHaveLength(1);

  // the same session on the other instance (sessions live in the database)
  const there = other.client();
  for (const [name, value] of member.c.cookies) there.cookies.set(name, value);
  const res = await fetch(`${other.baseUrl}/api/data_export.php?download=1&id=${ready.id}`, {
    headers: { cookie: there.cookieHeader() },
  });
  expect(res.status).toBe(200);
  const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(JSON.parse(strFromU8(zip['data.json']!)).account.id).toBe(member.id);
  const photo = Object.entries(zip).find(([name]) => name.startsWith('photos/'))![1];
  expect(Buffer.from(photo).equals((await bucket.read(`media/${member.image.filename}`))!)).toBe(true);
  expect(await filesUnder(t.dataDir)).toEqual([]);
  expect(await filesUnder(otherDataDir)).toEqual([]);

  // The member removes the photo (through the other instance): photo, thumbnail and blurred copy go.
  const name = (await blurNames(t.db)).nameOf(member.image.id);
  expect((await get(t.baseUrl, `/media/blurred/${name}`)).status).toBe(200);
  const removed = await there.delete('/api/profileimage.php', { image: member.image.id });
  expect(removed.status).toBe(200);
  const left = await bucket.keys();
  for (const key of [member.image.filename, member.image.thumb_filename, `blurred-cache/${name}`])
    expect(left).not.toContain(`media/${key}`);
  expect((await get(t.baseUrl, `/media/${member.image.filename}`)).status).toBe(404);

  // Then the account: a second photo and the export zip go with it.
  const second = await uploadPhoto(member.c, await newPng('#777'));
  expect(second.status).toBe(200);
  const secondImage = await t.db
    .selectFrom('images')
    .select('filename')
    .where('id', '=', second.body.image.id)
    .executeTakeFirstOrThrow();
  expect(await bucket.keys()).toContain(`media/${secondImage.filename}`);
  expect((await member.c.post('/api/delete_account.php', { password: member.password })).status).toBe(200);
  const after = await bucket.keys();
  expect(after).not.toContain(`media/${secondImage.filename}`);
  expect(after).not.toContain(zipKeys[0]);
});

test("the seed's avatar pool goes to the bucket, is served from it, and a reset empties it", async () => {
  const stores = mediaStoresFor(path.join(t.root, 'seed-data'), bucket.settings, console);
  try {
    const pool = await generateAvatarPool(stores.media, 1, new Random(5));
    const avatar = pool.female[0]!;
    expect(await bucket.keys()).toEqual(
      expect.arrayContaining([`media/${avatar.filename}`, `media/${avatar.thumb_filename}`]),
    );
    expect((await get(other.baseUrl, `/media/${avatar.thumb_filename}`)).status).toBe(200);

    await stores.media.removeUnder('avatars');
    expect((await bucket.keys()).filter((k) => k.startsWith('media/avatars/'))).toEqual([]);
    expect((await get(other.baseUrl, `/media/${avatar.thumb_filename}`)).status).toBe(404);
    expect(await filesUnder(path.join(t.root, 'seed-data'))).toEqual([]);
  } finally {
    stores.close();
  }
});

describe('a bucket that cannot be reached', () => {
  let down: OtherInstance;
  /** for ops to see: each request the store failed logs an error naming it, and nothing else is logged */
  const errors = capturedLog('error');
  const storeErrors = () => errors.lines.splice(0).map((l) => l.err?.type);
  beforeAll(async () => {
    down = await startOtherInstance(t, { mediaBucket: await unreachableBucket(), logger: errors.logger });
  });
  afterAll(() => down?.close());

  test('/media answers 503 (retry later, never cached), not 500', async () => {
    const { image } = await withPhoto('#a73');
    for (const url of [`/media/${image.filename}`, `/media/blurred/${(await blurNames(t.db)).nameOf(image.id)}`]) {
      const res = await get(down.baseUrl, url);
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('retry-after')).toBe('30');
    }
    expect(storeErrors()).toEqual(['StoreUnavailableError', 'StoreUnavailableError']);
  });

  test('an upload is refused with a clear message and leaves no photo behind', async () => {
    const member = await loggedIn(down);
    const res = await uploadPhoto(member.c, await newPng('#a37'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'storage_unavailable',
      message: 'Photos and files cannot be stored or fetched right now. Please try again in a few minutes.',
    });
    const rows = await t.db.selectFrom('images').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toEqual([]);
    expect(storeErrors()).toEqual(['StoreUnavailableError']);
  });
});
