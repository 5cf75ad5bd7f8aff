/**
 * @database-independent
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isShellNavigation, matchRoute, pathsOf, routes } from '@dating/routes';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The service worker answers a navigation with the app shell only where isShellNavigation says so. These
 * tests keep that list honest against the real server: nothing the server answers itself may be in it, and
 * everything in it is a page the server answers with the shell too.
 */
let t: TestApp;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A person's browser: crawlers get a readable body inside the shell of public pages (src/seo). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

beforeAll(async () => {
  // every optional part on, so every page the server can answer itself is registered
  t = await startTestApp({ devTools: true, opsToken: 'ops-secret' });
  await mkdir(t.hostDir, { recursive: true });
  await writeFile(path.join(t.hostDir, 'index.html'), INDEX);
});
afterAll(() => t.close());

/** Full paths of the GET routes Fastify has, read from its route tree (4 characters an indentation level). */
function registeredGetPaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?) \(([^)]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (m[3]!.split(', ').includes('GET')) paths.push(stack.join(''));
  }
  return paths;
}

/** A transaction's id is a 32-character token (contract TransactionToken); every other parameter takes 7. */
const SAMPLE_TOKEN = 'T'.repeat(32);
const sample = (routePath: string) =>
  routePath.replace(/:(\w+)\??/g, (_, name: string) => (name === 'transactionId' ? SAMPLE_TOKEN : '7'));

test('no page the server answers itself is served from the shell by the service worker', () => {
  const own = registeredGetPaths(t.app.printRoutes({ commonPrefix: false })).filter((p) => p !== '*');
  // a sanity check that the tree was read: these pages are the server's
  expect(own).toEqual(expect.arrayContaining(['/activate', '/_dev/mail', '/_dev/mail/:id', '/_ops', '/remotes.json']));
  const swallowed = own.map(sample).filter((p) => isShellNavigation(p) || isShellNavigation(`${p}?code=abc`));
  expect(swallowed).toEqual([]);
});

test('every navigation the service worker answers with the shell, the server answers with the shell too', async () => {
  for (const route of routes) {
    for (const routePath of pathsOf(route)) {
      const url = sample(routePath).replace('/landers/7/', '/landers/video/').replace('/likes/7', '/likes/received');
      expect(isShellNavigation(url)).toBe(true);
      const res = await t.client().get(url, { headers: { accept: 'text/html', 'user-agent': BROWSER } });
      expect({ url, body: res.text }).toEqual({ url, body: INDEX });
      expect(matchRoute(url)?.route.name).toBe(route.name);
    }
  }
});
