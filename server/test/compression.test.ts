/**
 * @database-independent
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { COMPRESS_MIN_BYTES } from '../src/http/compression';
import { createMember } from './helpers/members';
import { startTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** A shell well over the threshold, as the built one is. */
const PADDING = '<!-- padding -->'.repeat(200);
const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>${PADDING}`;

/** Bytes that would shrink well, as a photo's would not: served as a photo, they must still go as they are. */
const PHOTO = Buffer.alloc(4096, 7);

let t: TestApp;

/** node:http, which (unlike fetch) hands over the bytes as they came, compressed or not. */
function rawGet(pathname: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(t.baseUrl + pathname, { headers: { 'user-agent': CHROME, ...headers } }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function bodyOf(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The answer as the browser reads it: unpacked by its content-encoding. */
async function decoded(res: IncomingMessage): Promise<string> {
  const body = await bodyOf(res);
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}

beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  await mkdir(t.hostDir, { recursive: true });
  await writeFile(path.join(t.hostDir, 'index.html'), INDEX);
  // a host file without a .br or .gz copy beside it
  await writeFile(path.join(t.hostDir, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(100));
  await mkdir(path.join(t.dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(path.join(t.dataDir, 'media', 'avatars', 'a.webp'), PHOTO);
});
afterAll(() => t?.close());

describe('answers over 1 KB travel compressed when the browser accepts it', () => {
  test('JSON (regions.php): brotli for a browser, the same JSON unpacked, under a third the size', async () => {
    const plain = await rawGet('/api/regions.php', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = await decoded(plain);
    expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const packed = await rawGet('/api/regions.php', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    const body = await bodyOf(packed);
    expect(body.length).toBeLessThan(Buffer.byteLength(json) / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(JSON.parse(json));
  });

  test('a client that takes only gzip gets gzip', async () => {
    const res = await rawGet('/api/regions.php', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(await decoded(res))).toHaveProperty('countries');
  });

  test('a script of the build that has no compressed copy beside it (sw.js) is compressed as it is sent', async () => {
    const res = await rawGet('/sw.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(await decoded(res)).toContain("self.addEventListener('fetch'");
  });

  test('a page (the app shell of /): compressed, and still varying by cookie as well as by encoding', async () => {
    const res = await rawGet('/', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = await decoded(res);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<!-- padding -->');
  });

  test('an unknown page is still a 404 page, compressed; an unknown call a JSON 404', async () => {
    const page = await rawGet('/no-such-page', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-encoding']).toBe('br');
    expect(await decoded(page)).toContain('<div id="root"></div>');
    const call = await rawGet('/api/no-such-call.php', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(call.statusCode).toBe(404);
    expect(JSON.parse(await decoded(call))).toMatchObject({ error: 'not_found' });
  });
});

describe('what is left as it is', () => {
  test('a small answer (under 1 KB)', async () => {
    const res = await rawGet('/healthz', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(await decoded(res))).toEqual({ status: 'up' });
  });

  test('a photo: compressed already', async () => {
    const res = await rawGet('/media/avatars/a.webp', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(res)).length).toBe(PHOTO.length);
  });

  test('the live event stream: each event must leave at once, not wait in a compressor', async () => {
    const m = await createMember(t.db);
    const c = t.client();
    expect((await c.login(m.email, m.password)).status).toBe(200);
    const stream = await rawGet(EVENT_STREAM_PATH, { cookie: c.cookieHeader(), 'accept-encoding': BROWSER_ENCODINGS });
    try {
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
    } finally {
      stream.destroy();
    }
  });
});
