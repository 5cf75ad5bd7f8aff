/**
 * @database-independent
 * Its subject is the HTML heads sent to bots: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */

import path from 'node:path';
import { LANGUAGES } from '@dating/config';
import type { CommonMessages } from '@dating/i18n/src/resources';
import { startTestApp, type TestApp } from './helpers/test-app';
import { landerContent as content } from './helpers/lander-content';
import { createMember, giveApprovedPhoto } from './helpers/members';
import { writeWhole } from './helpers/write-whole';

/** As the host build writes it: no title of its own (the app sets it), a stylesheet in the head. */
const INDEX =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><link href="/main.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div></body></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await writeWhole(path.join(t.hostDir, 'index.html'), INDEX);
  for (const version of ['1.0.0', '2.0.0'])
    await writeWhole(
      path.join(t.storeDir, 'remotes', 'landers', version, 'content.json'),
      JSON.stringify(content(version)),
    );
  const entry = (v: string) => ({ version: v, entry: `/remotes/landers/${v}/mf-manifest.json` });
  await writeWhole(
    path.join(t.storeDir, 'pointer', 'production.json'),
    JSON.stringify({ remotes: { landers: { ...entry('1.0.0'), canary: { ...entry('2.0.0'), percent: 50 } } } }),
  );
});
afterAll(() => t.close());

const page = (p: string, headers: Record<string, string> = {}) =>
  fetch(t.baseUrl + p, { headers: { 'user-agent': CHROME, ...headers } }).then(async (res) => ({
    status: res.status,
    vary: res.headers.get('vary'),
    html: await res.text(),
  }));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the head of public pages (search engines, link previews)', () => {
  test('a static page: title and description in the visitor’s language, canonical, 7 hreflang links', async () => {
    const res = await page('/pages/terms', { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('<html lang="nl-NL"');
    expect(titleOf(res.html)).toMatch(/voorwaarden/i);
    const head = res.html.slice(0, res.html.indexOf('</head>'));
    expect(head).toContain('<title>');
    expect(head).toContain('<meta name="description"');
    expect(res.html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // a bare URL: the language came from the browser, not the address
    expect(res.html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/pages\/terms" \/>/);
    for (const lng of LANGUAGES) expect(res.html).toContain(`hreflang="${lng}" href="`);
    expect(res.html).toContain('hreflang="x-default"');
    expect(res.html).toContain('<meta property="og:title"');
    expect(res.html).toContain('<meta property="og:locale" content="nl_NL"');
    expect(res.vary).toContain('Accept-Language');
    // people get the app, which draws the text itself
    expect(res.html).toContain('<div id="root"></div>');
  });

  test.each(LANGUAGES)('/login and /signup have their own title and description, in %s', async (lng) => {
    const login = await page(`/login?lang=${lng}`);
    const signup = await page(`/signup?lang=${lng}`);
    for (const res of [login, signup]) {
      expect(res.status).toBe(200);
      expect(titleOf(res.html)).toContain(t.app.site.name);
      expect(res.html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(res.html).toContain('<div id="root"></div>');
    }
    expect(titleOf(login.html)).not.toBe(titleOf(signup.html));
    const { pageHead } = (await import(`@dating/i18n/src/locales/${lng}/common.json`)) as CommonMessages;
    expect(titleOf(login.html)).toBe(pageHead.login.title.replace('{{site}}', t.app.site.name));
    expect(titleOf(signup.html)).toBe(pageHead.signup.title.replace('{{site}}', t.app.site.name));
  });

  test('?lang= names the language and the canonical URL, for a bot too', async () => {
    // the page itself is drawn for bots and people alike by the render builds (server-html.test.ts)
    const res = await page('/pages/privacy?lang=de', { 'user-agent': GOOGLEBOT });
    expect(res.status).toBe(200);
    expect(res.html).toMatch(/<link rel="canonical" href="[^"]*\/pages\/privacy\?lang=de"/);
    expect(titleOf(res.html)).toMatch(/datenschutz/i);
  });

  test('a campaign: the copy of the landers version this visitor is served (canary bucket decides)', async () => {
    const production = await page('/landers/video/summer', { cookie: 'locale=fr; mf_bucket=99' });
    expect(titleOf(production.html)).toBe('Summer love 1.0.0 fr');
    const canary = await page('/landers/video/summer', { cookie: 'locale=fr; mf_bucket=3' });
    expect(titleOf(canary.html)).toBe('Summer love 2.0.0 fr');
    expect(canary.html).toContain('content="Meet singles this summer (fr) &lt;b&gt;"');
    const bot = await page('/landers/video/summer?lang=es', { 'user-agent': GOOGLEBOT });
    expect(titleOf(bot.html)).toBe('Summer love 1.0.0 es');
  });

  test('a campaign that does not exist is a 404: the app’s page for people, plain text for bots', async () => {
    const person = await page('/landers/video/winter');
    expect(person.status).toBe(404);
    expect(person.html).toContain('<div id="root">');
    const bot = await page('/landers/video/winter', { 'user-agent': GOOGLEBOT });
    expect(bot.status).toBe(404);
    expect(bot.html).toBe('404 Page not found: /landers/video/winter');
  });

  test('index and member landings; a member who does not exist is a 404', async () => {
    expect(titleOf((await page('/?lang=it')).html)).toBe('index {{name}} it');
    const { id } = await createMember(t.db, { name: 'Lotte', city: 'Utrecht', date_of_birth: '1990-01-01' });
    // a member whose photo ops have not approved is not shown to visitors, to bots neither (visitor-review.test.ts)
    expect((await page(`/members/${id}/landing2/summer?lang=en`, { 'user-agent': GOOGLEBOT })).status).toBe(404);
    await giveApprovedPhoto(t.db, id);
    const landing = await page(`/members/${id}/landing2/summer?lang=en`, { 'user-agent': GOOGLEBOT });
    expect(landing.status).toBe(200);
    expect(titleOf(landing.html)).toBe('member-landing Lotte en');
    expect((await page('/members/99999999/landing')).status).toBe(404);
    // beyond a PostgreSQL integer: a page validation failure, not a database error
    expect((await page('/members/9999999999/landing')).status).toBe(404);
  });

  test('members-only pages keep the plain shell', async () => {
    const res = await page('/chats');
    expect(res.html).toBe(INDEX);
  });
});

describe('crawler files', () => {
  test('robots.txt keeps crawlers out of the calls and the members’ area and names the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    const text = await res.text();
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /chats');
    expect(text).not.toMatch(/Disallow: \/pages/);
    expect(text).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  });

  test('sitemap.xml lists the public pages and the live campaigns, each with its language versions', async () => {
    const xml = await (await fetch(`${t.baseUrl}/sitemap.xml`)).text();
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/pages\/return-policy<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/landers\/video\/summer<\/loc>/);
    expect(xml).toContain('hreflang="pl" href="');
    expect(xml).not.toContain('/chats');
  });
});
