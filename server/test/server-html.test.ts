/**
 * @database-independent
 * Its subject is how the server draws public pages from the render builds: the PGlite run leaves it to PostgreSQL's,
 * when there is one (test/skip-database-independent.js).
 */

import { createHash } from 'node:crypto';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';
import { landerContent } from './helpers/lander-content';
import { capturedLog } from './helpers/log-lines';
import { createMember, giveApprovedPhoto } from './helpers/members';
import { writeWhole } from './helpers/write-whole';

const INDEX =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><link href="/main.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div><script defer src="/vendors.1a.js"></script><script defer src="/main.2b.js"></script>' +
  '</body></html>';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The shell's render build as the host build writes it: its layout around the page's slot. */
const HOST_RENDER = `exports.bundle = {
  async renderLayout(r) {
    const open = '<div class="layout layout-' + r.layout + '" data-lang="' + r.language + '">';
    return open + '<main id="main"><!--page--></main></div>';
  },
  async renderHostPage(r) {
    if (r.url !== '/login') return null;
    const user = r.answers.find(([key]) => key[1] === 'GET /api/user.php')[1];
    const html = '<main><h1>Log in ' + r.language + '</h1><form method="post"><input name="email"></form>' +
      (user.user === null ? 'visitor' : 'member') + '</main>';
    const queries = [{ queryKey: ['api', 'GET /api/user.php'], state: { data: user } }];
    return { html, state: { queries, mutations: [] } };
  },
};`;

/**
 * A landers version's render build. It draws what it was asked with (the server's answers, the version's content),
 * fails where told, and its state holds text that would close a script element if it were not escaped.
 */
const landersRender = (version: string) => `let draws = 0;
exports.bundle = {
  async renderPage(r) {
    if (r.url === '/pages/ban') throw new Error('the page could not be drawn');
    if (r.url === '/pages/cookies') return null;
    draws += 1;
    const settings = r.answers.find(([key]) => key[1] === 'GET /api/settings.php')[1];
    const user = r.answers.find(([key]) => key[1] === 'GET /api/user.php')[1];
    const campaign = r.content ? r.content.campaigns[0].copy[r.language].headline : 'no content';
    // a call the page makes while drawn: among the answers it was drawn with, else asked of the server if it may
    const call = async (key) => {
      const known = r.answers.find(([k]) => JSON.stringify(k) === JSON.stringify(key));
      return known ? known[1] : r.ask ? r.ask(key) : undefined;
    };
    if (r.url.startsWith('/members/')) {
      const around = r.url.split('/')[2];
      const teasers = await call(['api', 'GET /api/teasers.php', { around, count: 1 }]);
      // any other call is not answered while drawing
      const other = await call(['api', 'GET /api/search.php', {}]);
      const html = '<h1>' + teasers.profiles[0].name + '</h1><p>' + String(other) + '</p>';
      return { html, state: { queries: [], mutations: [] } };
    }
    if (r.url.startsWith('/landers/socialnetwork/')) {
      const teasers = await call(['api', 'GET /api/teasers.php', { count: 8 }]);
      const names = teasers.profiles.map((p) => '<li>' + p.name + '</li>').join('');
      const html = '<h1>' + r.url + '</h1><ul>' + names + '</ul><p>draw ' + draws + '</p>';
      return { html, state: { queries: [], mutations: [] } };
    }
    return {
      html: '<h1>${version} ' + r.language + ' ' + r.url + '</h1><p>' + settings.name + ' · ' + campaign + ' · ' +
        (user.user === null ? 'visitor' : 'member') + ' · ' + r.publicPath + '</p>' +
        '<span style="width:70%;font-family:&quot;Inter&quot;"></span>',
      state: {
        queries: [{ queryKey: ['note'], state: { data: '</script><script>alert(1)</script>' } }],
        mutations: [],
      },
    };
  },
};`;

/** A signup version's render build: its one page, drawn with the version it belongs to. */
const signupRender = (version: string) => `exports.bundle = {
  async renderPage(r) {
    if (r.url !== '/signup') return null;
    if (r.content !== null) throw new Error('campaign content belongs to a landers version');
    const html = '<h1>signup ${version} ' + r.language + '</h1>' + r.publicPath;
    return { html, state: { queries: [], mutations: [] } };
  },
};`;

async function publishSignup(version: string) {
  const folder = path.join(t.storeDir, 'remotes', 'signup', version);
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './SignupPage', assets: { js: { sync: ['SignupPage.js'] }, css: { sync: ['signup.css'] } } }],
  };
  await writeWhole(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeWhole(path.join(folder, 'server-render', 'render.js'), signupRender(version));
}

async function publishLanders(version: string, render: string | null) {
  const folder = path.join(t.storeDir, 'remotes', 'landers', version);
  await writeWhole(path.join(folder, 'content.json'), JSON.stringify(landerContent(version)));
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: ['IndexPage', 'StaticPage', 'LanderPage', 'MemberLandingPage', 'MemberLanding2Page'].map((page) => ({
      path: `./${page}`,
      assets: { js: { sync: [`${page}.js`] }, css: { sync: [`${page}.${version}.css`] } },
    })),
  };
  await writeWhole(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  if (render) await writeWhole(path.join(folder, 'server-render', 'render.js'), render);
}

const entry = (v: string, remote = 'landers') => ({ version: v, entry: `/remotes/${remote}/${v}/mf-manifest.json` });
const point = (remotes: Record<string, unknown>) =>
  writeWhole(path.join(t.storeDir, 'pointer', 'production.json'), JSON.stringify({ remotes }));

let t: TestApp;
const errors = capturedLog('error');
beforeAll(async () => {
  t = await startTestApp({ logger: errors.logger });
  await writeWhole(path.join(t.hostDir, 'index.html'), INDEX);
  await writeWhole(path.join(t.hostDir, 'server-render', 'render.js'), HOST_RENDER);
  await publishLanders('1.0.0', landersRender('1.0.0'));
  await publishLanders('2.0.0', landersRender('2.0.0'));
  await publishLanders('0.9.0', null);
  await publishLanders('0.8.0', `require('left-pad'); ${landersRender('0.8.0')}`);
  await publishSignup('3.0.0');
  await publishSignup('3.1.0');
});
afterAll(() => t.close());

const page = (p: string, headers: Record<string, string> = {}) =>
  fetch(t.baseUrl + p, { headers: { 'user-agent': CHROME, ...headers } }).then(async (res) => ({
    status: res.status,
    csp: res.headers.get('content-security-policy') ?? '',
    html: await res.text(),
  }));
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
/** What the server drew: the element before the app's root, or null when the page is the shell alone. */
const drawnOf = (html: string) => /<div id="server-page">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? null;

describe('public pages are HTML before any script (drawn by the render builds)', () => {
  beforeEach(() => point({ landers: entry('1.0.0') }));

  test("a visitor's page: the shell's layout around the landers page, in their language", async () => {
    const res = await page('/pages/faq', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.status).toBe(200);
    const drawn = drawnOf(res.html);
    expect(drawn).toContain('<div class="layout layout-default" data-lang="de"><main id="main">');
    // the page inside the wrapper the shell puts around a remote, with the version it came from
    expect(drawn).toContain('<div class="remote-root" data-remote="landers" data-remote-version="1.0.0"');
    expect(drawn).toContain('<h1>1.0.0 de /pages/faq</h1>');
    // drawn with the server's own answers and the version's content, for a visitor, with the version's folder
    expect(drawn).toContain('Headline 1.0.0 de · visitor · /remotes/landers/1.0.0/');
    expect(res.html).toContain('<div id="root" hidden></div>');
    // the page's style sheet before it is painted, from the version's manifest
    expect(res.html).toContain('<link rel="stylesheet" href="/remotes/landers/1.0.0/StaticPage.1.0.0.css" />');
  });

  test('its policy allows exactly the style attributes it carries, and only on a page the server drew', async () => {
    const drawn = await page('/');
    // React writes style props as attributes in HTML; the browser reads them with the entities decoded
    expect(drawn.csp).toContain(`style-src-attr 'unsafe-hashes' 'sha256-${sha256('width:70%;font-family:"Inter"')}'`);
    expect(drawn.csp).toContain("style-src 'self'");
    expect(drawn.csp).toContain("script-src 'self'");
    const shell = await page('/login');
    expect(shell.csp).not.toContain('style-src-attr');
  });

  test('the state the page was drawn from goes along as JSON that cannot end its script element', async () => {
    const { html } = await page('/');
    const json = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toEqual({
      queries: [{ queryKey: ['note'], state: { data: '</script><script>alert(1)</script>' } }],
      mutations: [],
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  test('the canary bucket picks the version that draws, and a pointer switch changes the page at once', async () => {
    await point({ landers: { ...entry('1.0.0'), canary: { ...entry('2.0.0'), percent: 50 } } });
    expect(drawnOf((await page('/', { cookie: 'mf_bucket=99' })).html)).toContain('<h1>1.0.0 en /</h1>');
    expect(drawnOf((await page('/', { cookie: 'mf_bucket=3' })).html)).toContain('<h1>2.0.0 en /</h1>');
    // a first visit (no bucket yet) is served production
    expect(drawnOf((await page('/')).html)).toContain('<h1>1.0.0 en /</h1>');
    await point({ landers: entry('2.0.0') });
    expect(drawnOf((await page('/', { cookie: 'mf_bucket=99' })).html)).toContain('<h1>2.0.0 en /</h1>');
    await point({ landers: entry('1.0.0') });
    expect(drawnOf((await page('/', { cookie: 'mf_bucket=99' })).html)).toContain('<h1>1.0.0 en /</h1>');
  });

  test('a campaign and the match finder are drawn too; a bot gets the same page as a person', async () => {
    expect(drawnOf((await page('/landers/video/summer?lang=fr')).html)).toContain('<h1>1.0.0 fr /landers/video/summer');
    expect(drawnOf((await page('/match-finder')).html)).toContain('<h1>1.0.0 en /match-finder</h1>');
    const bot = await page('/pages/faq', { 'user-agent': GOOGLEBOT });
    expect(drawnOf(bot.html)).toContain('<h1>1.0.0 en /pages/faq</h1>');
  });

  test('a member landing is drawn with its member, asked of the API as this visitor, anew once changed', async () => {
    const { id } = await createMember(t.db, { name: 'Lotte', city: 'Utrecht', date_of_birth: '1990-01-01' });
    await giveApprovedPhoto(t.db, id);
    const first = await page(`/members/${id}/landing`);
    expect(first.status).toBe(200);
    expect(drawnOf(first.html)).toContain('<h1>Lotte</h1><p>undefined</p>');
    await t.db.updateTable('members').set({ name: 'Lotta' }).where('id', '=', id).execute();
    expect(drawnOf((await page(`/members/${id}/landing2/summer`)).html)).toContain('<h1>Lotta</h1>');
    expect(drawnOf((await page(`/members/${id}/landing`)).html)).toContain('<h1>Lotta</h1>');
  });

  test("a campaign's teasers are in its HTML, asked with the visitor's source, drawn once per answer", async () => {
    const { id } = await createMember(t.db, { name: 'Zoë', city: 'Gouda', date_of_birth: '1992-02-02' });
    await giveApprovedPhoto(t.db, id);
    await t.db.updateTable('members').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
    const first = drawnOf((await page('/landers/socialnetwork/spring?network=fb&sub1=click-1')).html);
    // the source in force goes along, and only that: another click's sub id is the same page
    expect(first).toContain('<h1>/landers/socialnetwork/spring?network=fb</h1>');
    expect(first).toContain('<li>Zoë</li>');
    expect(drawnOf((await page('/landers/socialnetwork/spring?network=fb&sub1=click-2')).html)).toBe(first);
    expect(drawnOf((await page('/landers/socialnetwork/spring?network=fb')).html)).toBe(first);
    // a kept source (the tracking cookie of an earlier landing) is the visitor's source too
    const kept = encodeURIComponent(JSON.stringify({ data: { ref: 'newsletter' }, expires: Date.now() + 60_000 }));
    const returning = drawnOf((await page('/landers/socialnetwork/spring', { cookie: `tracking=${kept}` })).html);
    expect(returning).toContain('<h1>/landers/socialnetwork/spring?ref=newsletter</h1>');
    // a source that is no text, or a kept cookie that is no JSON, still gets the page
    for (const [url, cookie] of [
      ['/landers/socialnetwork/spring?network=%E0%A4%A', ''],
      ['/landers/socialnetwork/spring?ref=%00%3Cscript%3E', ''],
      ['/landers/socialnetwork/spring', 'tracking=%7Bnot-json'],
    ]) {
      const res = await page(url!, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(drawnOf(res.html)).toContain('<li>Zoë</li>');
    }
    // the teasers changed: the page is drawn again with them
    await t.db.updateTable('members').set({ name: 'Zoey' }).where('id', '=', id).execute();
    const changed = drawnOf((await page('/landers/socialnetwork/spring?network=fb')).html);
    expect(changed).toContain('<li>Zoey</li>');
    expect(changed).not.toBe(first);
  });

  test("a drawn page's scripts start once it has painted; the app's own shell keeps them as they are", async () => {
    const drawn = (await page('/pages/faq')).html;
    // held: neither fetched nor run by the browser, and out of sight of its preload scanner
    expect(drawn).not.toMatch(/<script defer src="\/(vendors|main)/);
    expect(drawn).toContain(
      '<script type="text/x-after-paint" data-src="/vendors.1a.js"></script>' +
        '<script type="text/x-after-paint" data-src="/main.2b.js"></script>' +
        '<script defer src="/after-paint.js"></script></body>',
    );
    const loader = await fetch(`${t.baseUrl}/after-paint.js`);
    expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await loader.text()).toContain('script[type="text/x-after-paint"]');
    const shell = (await page('/pages/faq', { cookie: 'sid=some-session' })).html;
    expect(shell).toContain('<script defer src="/vendors.1a.js"></script><script defer src="/main.2b.js"></script>');
    expect(shell).not.toContain('after-paint');
  });

  test('a member gets the app alone: the server draws pages as a visitor sees them', async () => {
    const res = await page('/pages/faq', { cookie: 'sid=some-session' });
    expect(res.status).toBe(200);
    expect(drawnOf(res.html)).toBeNull();
    expect(res.html).toContain('<div id="root"></div>');
  });

  test('the login page is drawn by the shell’s build alone, in the visitor’s language, with its state', async () => {
    const res = await page('/login?lang=pl');
    expect(res.status).toBe(200);
    expect(drawnOf(res.html)).toBe(
      '<main><h1>Log in pl</h1><form method="post"><input name="email"></form>visitor</main>',
    );
    expect(res.html).toContain('<script type="application/json" id="server-state">{"queries":[{"queryKey":["api"');
    // a member asking for it gets the app, which sends them on
    expect(drawnOf((await page('/login', { cookie: 'sid=some-session' })).html)).toBeNull();
  });

  test('/signup is drawn by the signup version the visitor is served, with its style sheet', async () => {
    await point({
      landers: entry('1.0.0'),
      signup: { ...entry('3.0.0', 'signup'), canary: { ...entry('3.1.0', 'signup'), percent: 50 } },
    });
    const res = await page('/signup?lang=it', { cookie: 'mf_bucket=99' });
    expect(res.status).toBe(200);
    expect(drawnOf(res.html)).toContain(
      '<div class="remote-root" data-remote="signup" data-remote-version="3.0.0" data-pointer-version="3.0.0">' +
        '<h1>signup 3.0.0 it</h1>/remotes/signup/3.0.0/</div>',
    );
    expect(res.html).toContain('<link rel="stylesheet" href="/remotes/signup/3.0.0/signup.css" />');
    expect(drawnOf((await page('/signup', { cookie: 'mf_bucket=3' })).html)).toContain('<h1>signup 3.1.0 en</h1>');
  });

  test('pages of other remotes are not drawn, nor the shell the service worker keeps for every page', async () => {
    await point({ landers: entry('1.0.0'), signup: entry('3.0.0', 'signup') });
    for (const p of [
      '/members/12/chat',
      '/complete-signup',
      '/login?app-shell',
      '/login?app-shell&__WB_REVISION__=x',
    ]) {
      const res = await page(p);
      expect(res.status).toBe(200);
      expect(drawnOf(res.html)).toBeNull();
    }
  });

  test('a page that cannot be drawn goes out as the shell alone, with its head; a failure is logged', async () => {
    for (const p of ['/pages/ban', '/pages/cookies']) {
      const res = await page(p);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<title>');
      expect(drawnOf(res.html)).toBeNull();
      expect(res.html).toContain('<div id="root"></div>');
    }
    expect(errors.lines.map((line) => line.err?.message)).toContain('the page could not be drawn');
  });

  test('a version without a render build, or one that asks for more than Node, gives the shell alone', async () => {
    for (const version of ['0.9.0', '0.8.0']) {
      await point({ landers: entry(version) });
      const res = await page('/pages/faq');
      expect(res.status).toBe(200);
      expect(drawnOf(res.html)).toBeNull();
    }
    expect(errors.lines.map((line) => line.err?.message)).toContainEqual(expect.stringContaining('asks for left-pad'));
  });
});
