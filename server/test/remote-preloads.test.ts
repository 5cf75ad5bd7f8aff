/**
 * @database-independent
 */

import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';
import { writeWhole } from './helpers/write-whole';

let t: TestApp;
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A remote version in the store, as the build writes its manifest: one page with a script and a style. */
async function publish(remote: string, version: string, page: string) {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: `./${page}`,
        assets: { js: { sync: [`page.${version}.js`], async: ['later.js'] }, css: { sync: [`page.${version}.css`] } },
      },
    ],
  };
  await writeWhole(path.join(t.storeDir, 'remotes', remote, version, 'mf-manifest.json'), JSON.stringify(manifest));
}

const ref = (remote: string, version: string) => ({ version, entry: `/remotes/${remote}/${version}/mf-manifest.json` });

/** Writes the store's pointer, as a promote or rollback would. */
const point = (remotes: Record<string, unknown>) =>
  writeWhole(path.join(t.storeDir, 'pointer', 'production.json'), JSON.stringify({ remotes }));

const shell = async (p: string, cookie = '', agent = CHROME) =>
  (await t.client().get(p, { headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) } })).text;

beforeAll(async () => {
  t = await startTestApp();
  await writeWhole(path.join(t.hostDir, 'index.html'), INDEX);
  await publish('landers', '2.0.0', 'IndexPage');
  await publish('landers', '2.1.0', 'IndexPage');
  await publish('chat', '1.0.0', 'ChatsPage');
});
afterAll(() => t.close());

describe('the shell names the files of the remote its route renders', () => {
  test('the manifest, entry, page script and style of the version the pointer names', async () => {
    await point({ landers: ref('landers', '2.0.0') });
    const html = await shell('/');
    const base = '/remotes/landers/2.0.0/';
    expect(html).toContain(`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin />`);
    expect(html).toContain(`<link rel="preload" href="${base}remoteEntry.js" as="script" />`);
    expect(html).toContain(`<link rel="preload" href="${base}page.2.0.0.js" as="script" />`);
    expect(html).toContain(`<link rel="preload" href="${base}page.2.0.0.css" as="style" />`);
    expect(html).not.toContain('later.js');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  test('a promote is named at the next load', async () => {
    await point({ landers: ref('landers', '2.1.0') });
    expect(await shell('/')).toContain('/remotes/landers/2.1.0/page.2.1.0.js');
  });

  test('a canary: the visitor’s bucket decides, and a first visit without one gets no hints', async () => {
    await point({
      landers: { ...ref('landers', '2.0.0'), canary: { ...ref('landers', '2.1.0'), percent: 50, since: '' } },
    });
    expect(await shell('/', 'mf_bucket=10')).toContain('/remotes/landers/2.1.0/remoteEntry.js');
    expect(await shell('/', 'mf_bucket=90')).toContain('/remotes/landers/2.0.0/remoteEntry.js');
    expect(await shell('/')).not.toContain('rel="preload"');
  });

  test('a members’ page only for a request with a session (a visitor is sent to /login)', async () => {
    await point({ chat: ref('chat', '1.0.0') });
    expect(await shell('/chats')).not.toContain('rel="preload"');
    expect(await shell('/chats', 'sid=abc')).toContain('/remotes/chat/1.0.0/page.1.0.0.js');
  });

  test('no hints for a bot, a host page, or a remote that is not published', async () => {
    await point({ landers: ref('landers', '2.0.0') });
    expect(await shell('/', '', GOOGLEBOT)).not.toContain('rel="preload"');
    expect(await shell('/login')).not.toContain('rel="preload"');
    expect(await shell('/chats', 'sid=abc')).not.toContain('rel="preload"');
  });
});
