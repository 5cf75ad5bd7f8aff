/**
 * @database-independent
 * Its subject is the image decode limits: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { checkUpload, decodeUpload } from '../src/images/process-upload';
import { PHOTO_LIMITS } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import { uploadPhoto } from './helpers/upload';
import type { HttpClient } from './helpers/http-client';

/**
 * The photo decode is the costly step (seconds of CPU and about 70 MB for 25 megapixels): every call of it and of
 * the header check before it is counted, and a test may hold decodes open (mockDecodeGate) to fill the queue.
 */
let mockDecodeGate: Promise<void> | null = null;
jest.mock('../src/images/process-upload', () => {
  const actual = jest.requireActual('../src/images/process-upload');
  return {
    ...actual,
    decodeUpload: jest.fn(async (upload: Buffer) => {
      if (mockDecodeGate) await mockDecodeGate;
      return actual.decodeUpload(upload);
    }),
    // the step right before an upload enters the decode line
    checkUpload: jest.fn((upload: Buffer) => actual.checkUpload(upload)),
  };
});
const decodes = decodeUpload as jest.MockedFunction<typeof decodeUpload>;
const checks = checkUpload as jest.MockedFunction<typeof checkUpload>;
/** Resolves once `n` uploads have passed the header check (and so stand in the decode line). */
async function checked(n: number): Promise<void> {
  for (;;) {
    const passed = await Promise.all(
      checks.mock.results.map((r) =>
        Promise.resolve(r.value).then(
          () => true,
          () => true,
        ),
      ),
    );
    if (passed.length >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const LIMITS = { perHour: 6, photosPerProfile: 3, concurrency: 1, queue: 1 };

let t: TestApp;
const savedEnv = { ...process.env };
beforeAll(async () => {
  Object.assign(process.env, {
    UPLOADS_PER_HOUR: String(LIMITS.perHour),
    PHOTOS_PER_PROFILE: String(LIMITS.photosPerProfile),
    IMAGE_DECODE_CONCURRENCY: String(LIMITS.concurrency),
    IMAGE_DECODE_QUEUE: String(LIMITS.queue),
  });
  // Its own key prefix: with REDIS_URL set, counts of earlier runs (same member ids) must not carry over.
  t = await startTestApp({ rateLimitNameSpace: `upload-test-${randomBytes(6).toString('hex')}-` });
});
afterAll(async () => {
  process.env = savedEnv;
  await t.close();
});
beforeEach(() => {
  decodes.mockClear();
  checks.mockClear();
});

let shade = 0;
/** A PNG no other test sends (its own colour). */
const newPng = () => {
  shade += 1;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade % 256, g: 40, b: 90 } } })
    .png()
    .toBuffer();
};

async function member(): Promise<{ c: HttpClient; id: number }> {
  const m = await createMember(t.db);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { c, id: m.id };
}

const upload = (c: HttpClient, data: Buffer) => uploadPhoto(c, data);

const imagesOf = (memberId: number) =>
  t.db.selectFrom('images').select(['id', 'sha256']).where('member_id', '=', memberId).orderBy('id').execute();

test('the same file sent twice is stored once and decoded once', async () => {
  const { c, id } = await member();
  const file = await newPng();
  const first = await upload(c, file);
  expect(first.status).toBe(200);
  expect(decodes).toHaveBeenCalledTimes(1);

  const again = await upload(c, file);
  expect(again.status).toBe(200);
  expect(again.body.image).toEqual(first.body.image);
  expect(decodes).toHaveBeenCalledTimes(1);
  expect(await imagesOf(id)).toHaveLength(1);
});

test('the same file sent twice at once is still stored once', async () => {
  const { c, id } = await member();
  const file = await newPng();
  const [a, b] = await Promise.all([upload(c, file), upload(c, file)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.body.image.id).toBe(b.body.image.id);
  expect(await imagesOf(id)).toHaveLength(1);
});

test(`over ${PHOTO_LIMITS.pixels / 1_000_000} megapixels is refused from the header, without a decode`, async () => {
  const { c } = await member();
  // 25,005,000 pixels: more than a profile photo needs, and seconds of decoding
  const huge = await sharp({ create: { width: 5001, height: 5000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const res = await upload(c, huge);
  expect([res.status, res.body.error]).toEqual([413, 'image_too_many_pixels']);
  expect(decodes).not.toHaveBeenCalled();
});

test(`a profile holds at most ${LIMITS.photosPerProfile} photos; a photo it has is still answered`, async () => {
  const { c, id } = await member();
  const files = await Promise.all(Array.from({ length: LIMITS.photosPerProfile }, newPng));
  for (const file of files) expect((await upload(c, file)).status).toBe(200);
  decodes.mockClear();

  const refused = await upload(c, await newPng());
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe('photo_limit_reached');
  expectTranslated(refused.body);
  expect(decodes).not.toHaveBeenCalled();
  expect(await imagesOf(id)).toHaveLength(LIMITS.photosPerProfile);

  // Re-sending one it holds stores nothing new, so it is not refused.
  const resent = await upload(c, files[0]!);
  expect(resent.status).toBe(200);
  expect(await imagesOf(id)).toHaveLength(LIMITS.photosPerProfile);
});

test(`${LIMITS.perHour} uploads per member per hour, counted per member rather than per IP`, async () => {
  const { c } = await member();
  const file = await newPng();
  for (let i = 0; i < LIMITS.perHour; i++) expect((await upload(c, file)).status).toBe(200);

  const limited = await upload(c, file);
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe('rate_limited');
  expectTranslated(limited.body);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

  // Another member behind the same IP (127.0.0.1) uploads as usual.
  const other = await member();
  expect((await upload(other.c, await newPng())).status).toBe(200);
});

test('a full decode queue answers 503 busy with Retry-After at once; the queued uploads finish', async () => {
  let release!: () => void;
  mockDecodeGate = new Promise<void>((resolve) => (release = resolve));
  try {
    const members = await Promise.all([member(), member(), member()]);
    const files = await Promise.all([newPng(), newPng(), newPng()]);
    // The first holds the only decode slot ...
    const running = upload(members[0]!.c, files[0]!);
    while (decodes.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
    // ... of the next two, one waits in the one queue place and the other is turned away without waiting.
    const next = [upload(members[1]!.c, files[1]!), upload(members[2]!.c, files[2]!)];
    const turnedAway = await Promise.race(next);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.body.error).toBe('busy');
    expectTranslated(turnedAway.body);
    expect(Number(turnedAway.headers.get('retry-after'))).toBeGreaterThan(0);

    release();
    const all = await Promise.all([running, ...next]);
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 503]);
    expect(decodes).toHaveBeenCalledTimes(2);
  } finally {
    mockDecodeGate = null;
    release();
  }
});

test('one member’s photos wait for each other, not in everyone’s line: another member’s photo gets in', async () => {
  let release!: () => void;
  mockDecodeGate = new Promise<void>((resolve) => (release = resolve));
  try {
    const [a, b] = await Promise.all([member(), member()]);
    const files = await Promise.all([newPng(), newPng(), newPng()]);
    const first = upload(a.c, files[0]!);
    while (decodes.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
    // A's second photo waits for A's first; B's takes the one place in the shared queue.
    const second = upload(a.c, files[1]!);
    const others = upload(b.c, files[2]!);
    await checked(3);
    release();
    expect((await Promise.all([first, second, others])).map((r) => [r.status, r.body.error])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
    expect(decodes).toHaveBeenCalledTimes(3);
  } finally {
    mockDecodeGate = null;
    release();
  }
});
