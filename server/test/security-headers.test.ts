/**
 * @database-independent
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cdnSource, HSTS, PERMISSIONS_POLICY } from '../src/plugins/security-headers';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const INDEX = '<!doctype html><html><body><div id="root"></div><script defer src="/main.3f9a1c2b4d.js"></script>';

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** The Content-Security-Policy header as directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value).toBeTruthy();
  return Object.fromEntries(
    value!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** What every response carries, whatever its kind. */
function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(csp(headers)['frame-ancestors']).toEqual(["'none'"]);
  expect(headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
}

describe('security headers', () => {
  let t: TestApp;
  const get = (p: string, headers: Record<string, string> = {}) =>
    t.client().get(p, { headers: { 'user-agent': CHROME, ...headers } });

  beforeAll(async () => {
    t = await startTestApp({
      devTools: true,
      trustProxy: true,
      opsToken: 'ops-token-for-the-headers-test',
      site: { cdnPrefix: 'https://cdn.example.com/media/' },
    });
    await put(path.join(t.hostDir, 'index.html'), INDEX);
    await put(path.join(t.hostDir, 'main.3f9a1c2b4d.js'), 'console.log("host")');
    await put(path.join(t.hostDir, 'sw.js'), 'importScripts("/sw-push.js")');
    await put(path.join(t.storeDir, 'remotes', 'search', '1.2.0', 'remoteEntry.js'), 'var search = {}');
    await put(path.join(t.dataDir, 'media', 'avatars', 'a.webp'), 'webp-bytes');
  });
  afterAll(() => t.close());

  test('an HTML page (the shell): no inline script; images from here, data: and the CDN', async () => {
    const res = await get('/home');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers);
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'https://cdn.example.com'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test("the shell's 404 page and its own /_dev pages get the site policy too", async () => {
    for (const p of ['/no-such-page', '/_dev/dialogs']) {
      const res = await get(p);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expectCommonHeaders(res.headers);
      expect(csp(res.headers)['script-src']).toEqual(["'self'"]);
    }
  });

  test('an API call gets a policy that loads nothing', async () => {
    const res = await get('/api/user.php');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(csp(res.headers)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    const missing = await get('/api/no-such-call.php');
    expect(missing.status).toBe(404);
    expect(csp(missing.headers)['default-src']).toEqual(["'none'"]);
  });

  test("a remote's file, the host's files and the service worker carry the site policy, same-origin only", async () => {
    for (const p of ['/remotes/search/1.2.0/remoteEntry.js', '/main.3f9a1c2b4d.js', '/sw.js']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expectCommonHeaders(res.headers);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // sw.js: the worker's own policy; importScripts and its fetches stay on this origin.
      expect(csp(res.headers)['script-src']).toEqual(["'self'"]);
      expect(csp(res.headers)['connect-src']).toEqual(["'self'"]);
    }
  });

  test('member images may be embedded from another origin (a CDN in front, a mail)', async () => {
    const res = await get('/media/avatars/a.webp');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  test('the ops page allows exactly its own inline style, by hash, and no script', async () => {
    const res = await get('/_ops');
    expect(res.status).toBe(401);
    expectCommonHeaders(res.headers);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = csp(res.headers);
    expect(policy['style-src']).toEqual([`'sha256-${hash}'`]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  test("the server's dev pages: inline styles (a mail's srcdoc frame inherits the policy), no script", async () => {
    const res = await get('/_dev/mail');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers);
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
  });

  test('HSTS only when the browser came over https (here: through the trusted proxy)', async () => {
    for (const p of ['/home', '/api/user.php', '/remotes/search/1.2.0/remoteEntry.js']) {
      const https = await get(p, { 'x-forwarded-proto': 'https' });
      expect(https.headers.get('strict-transport-security')).toBe(HSTS);
      const http = await get(p, { 'x-forwarded-proto': 'http' });
      expect(http.headers.get('strict-transport-security')).toBeNull();
      expect((await get(p)).headers.get('strict-transport-security')).toBeNull();
    }
  });

  test('without trustProxy a client cannot claim https: no HSTS over plain http', async () => {
    const plain = await startOtherInstance(t, { trustProxy: false });
    try {
      const res = await plain.client().get('/api/user.php', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await plain.close();
    }
  });
});

describe('cdnSource', () => {
  test.each([
    ['/media/', null],
    ['media/', null],
    ['https://cdn.example.com/media/', 'https://cdn.example.com'],
    ['http://cdn.example.com:8080/m/', 'http://cdn.example.com:8080'],
    ['//cdn.example.com/media/', 'cdn.example.com'],
    ['javascript://x/', null],
  ])('%s → %s', (prefix, source) => {
    expect(cdnSource(prefix)).toBe(source);
  });
});
