/**
 * @database-independent
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { capturedLog } from './helpers/log-lines';
import { writeWhole } from './helpers/write-whole';

let t: TestApp;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/main.3f9a1c2b.js"></script></body></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const pointer = (version: string) =>
  JSON.stringify({ remotes: { search: { version, entry: `/remotes/search/${version}/mf-manifest.json` } } });

beforeAll(async () => {
  t = await startTestApp();
  await writeWhole(path.join(t.hostDir, 'index.html'), INDEX);
  await writeWhole(path.join(t.hostDir, 'assets', 'main.3f9a1c2b.js'), 'console.log("host")');
  await writeWhole(path.join(t.hostDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeWhole(
    path.join(t.hostDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Dating', short_name: 'Dating', start_url: '/home', display: 'standalone' }),
  );
  // the build's compressed copies (@dating/build precompress.ts)
  await writeWhole(path.join(t.hostDir, 'assets', 'main.3f9a1c2b.js.br'), brotliCompressSync('console.log("host")'));
  await writeWhole(path.join(t.hostDir, 'assets', 'main.3f9a1c2b.js.gz'), gzipSync('console.log("host")'));
  await writeWhole(path.join(t.hostDir, '.env'), 'SECRET=1');
  await writeWhole(path.join(t.storeDir, 'remotes', 'search', '1.2.0', 'mf-manifest.json'), '{"name":"search"}');
  await writeWhole(path.join(t.storeDir, 'remotes', 'search', '1.2.0', 'static', 'js', 'page.js'), 'export default 1');
  await writeWhole(path.join(t.storeDir, 'pointer', 'production.json'), pointer('1.2.0'));
  await writeWhole(
    path.join(t.dataDir, 'media', 'avatars', '0123456789abcdef0123456789abcdef-thumb.webp'),
    'webp-bytes',
  );
  await writeWhole(path.join(t.root, 'secret.txt'), 'do not serve');
});
afterAll(() => t.close());

const get = (p: string, headers: Record<string, string> = {}) =>
  t.client().get(p, { headers: { 'user-agent': CHROME, ...headers } });

describe('host build', () => {
  test('/ is index.html, revalidated on every load', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toBe(INDEX);
  });

  test("the web manifest names the app after the site's settings, not the build", async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const settings = JSON.parse((await get('/api/settings.php')).text) as { name: string };
    expect(JSON.parse(res.text)).toEqual({
      name: settings.name,
      short_name: settings.name,
      start_url: '/home',
      display: 'standalone',
    });
    expect(settings.name).not.toBe('Dating');
  });

  test('hashed assets are immutable for a year', async () => {
    const res = await get('/assets/main.3f9a1c2b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', null],
  ])('a browser accepting %s gets the build’s compressed copy (%s)', async (accepted, encoding) => {
    const res = await get('/assets/main.3f9a1c2b.js', { 'accept-encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.text).toBe('console.log("host")');
  });

  test('a file without compressed copies is compressed as it is sent (src/http/compression.ts)', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.text).toContain('addEventListener');
  });

  test('unhashed files (the service worker) are revalidated', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('dotfiles and paths outside the build are never served', async () => {
    expect((await get('/.env')).text).not.toContain('SECRET');
    expect((await get('/..%2Fsecret.txt')).text).not.toContain('do not serve');
    expect((await get('/assets/..%2F..%2Fsecret.txt')).text).not.toContain('do not serve');
  });
});

describe('SPA fallback', () => {
  test.each([
    '/login',
    '/members/12',
    '/likes/m/7',
    '/landers/video/summer',
    '/credits/3',
    '/credits/3/ideal',
    '/pages/faq',
  ])('%s is a route: the app with 200', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test.each(['/nope', '/members/12/unknown', '/pages/unknown'])('%s matches no route: the app with 404', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.text).toBe(INDEX);
  });

  test('a route whose parameter is invalid is a 404 too', async () => {
    expect((await get('/members/not-a-number')).status).toBe(404);
    expect((await get('/landers/unknown-kind/x')).status).toBe(404);
  });

  test('dev pages are 404 when DEV_TOOLS is off', async () => {
    expect((await get('/_dev/dialogs')).status).toBe(404);
  });

  test('a bot gets a plain text 404 for an unknown path, not the app', async () => {
    const res = await get('/no-such-page', { 'user-agent': GOOGLEBOT });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(res.text).toBe('404 Page not found: /no-such-page');
  });

  test('a bot still gets the app for a real route', async () => {
    // a members' page: the public ones (and /login, /signup) carry their own head
    const res = await get('/chats', { 'user-agent': GOOGLEBOT });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
  });

  test('the page brings the csrf cookie, so the calls it makes at once on load share one token', async () => {
    const c = t.client();
    const page = await c.get('/login', { headers: { 'user-agent': CHROME } });
    expect(page.status).toBe(200);
    const token = c.cookies.get('csrf');
    expect(token).toMatch(/.{16,}/);
    // Calls sent side by side on load: none replaces the cookie a login about to leave carries.
    const answers = await Promise.all([c.get('/api/user.php'), c.get('/api/settings.php'), c.get('/api/chats.php')]);
    for (const answer of answers) expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/csrf=/);
    expect(c.cookies.get('csrf')).toBe(token);
    // A second load keeps the token it has.
    await c.get('/members/12', { headers: { 'user-agent': CHROME } });
    expect(c.cookies.get('csrf')).toBe(token);
  });

  test('non-GET requests outside /api are JSON 404s, not the app', async () => {
    const c = t.client();
    const res = await c.request<any>('POST', '/login', { body: {} });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('remotes in the store', () => {
  test('files of a version folder are immutable', async () => {
    for (const file of ['mf-manifest.json', 'static/js/page.js']) {
      const res = await get(`/remotes/search/1.2.0/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/remotes/search/1.2.0/mf-manifest.json')).text).toBe('{"name":"search"}');
  });

  test('a missing chunk is a real 404 that no cache keeps (never the app shell)', async () => {
    const res = await get('/remotes/search/1.2.0/static/js/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).not.toContain('<html');
    expect((await get('/remotes/search/9.9.9/mf-manifest.json')).status).toBe(404);
    expect((await get('/remotes/../pointer/production.json')).status).toBe(404);
  });
});

describe('/remotes.json pointer', () => {
  test('no-cache with a strong ETag; If-None-Match answers 304; a new pointer a new ETag', async () => {
    const first = await get('/remotes.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/application\/json/);
    expect(first.body).toEqual(JSON.parse(pointer('1.2.0')));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix

    const again = await get('/remotes.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get('/remotes.json', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get('/remotes.json', { 'if-none-match': '"other"' })).status).toBe(200);

    // Rollback or promotion: the pointer file is rewritten; the next check sees it at once.
    await writeWhole(path.join(t.storeDir, 'pointer', 'production.json'), pointer('1.1.0'));
    const changed = await get('/remotes.json', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.remotes.search.version).toBe('1.1.0');
  });
});

describe('/media', () => {
  test('member images are served; hashed names are immutable', async () => {
    const res = await get('/media/avatars/0123456789abcdef0123456789abcdef-thumb.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  test('a file of the store is one answer: nothing is logged as a warning or an error', async () => {
    // An instance of its own, closed before the check: the log of a second answer comes after the first went out.
    const log = capturedLog();
    const other = await startOtherInstance(t, { logger: log.logger, dataDir: t.dataDir, storeDir: t.storeDir });
    const files = [
      '/media/avatars/0123456789abcdef0123456789abcdef-thumb.webp',
      '/remotes/search/1.2.0/mf-manifest.json',
      '/media/avatars/none.webp',
    ];
    const statuses = [];
    for (const file of files) statuses.push((await other.client().get(file)).status);
    await other.close();
    expect(statuses).toEqual([200, 200, 404]);
    expect(log.lines.map((l) => `${l.level} ${l.msg} ${l.err?.message ?? ''}`)).toEqual([]);
  });

  test('a missing image is a 404 and nothing outside the media folder is reachable', async () => {
    expect((await get('/media/avatars/none.webp')).status).toBe(404);
    expect((await get('/media/..%2F..%2Fsecret.txt')).status).toBe(404);
  });
});

describe('without a host build', () => {
  test('pages answer a clear 503 saying the site is not built', async () => {
    await rm(t.hostDir, { recursive: true, force: true });
    const res = await get('/');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not built/);
    expect(res.text).toMatch(/scripts\/start/);
    // The API keeps working.
    expect((await get('/api/settings.php')).status).toBe(200);
  });
});
