import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';
import { landerContent } from './helpers/lander-content';
import { signUpAt } from './helpers/signup';
import { opsLogin } from './helpers/ops';
import { writeWhole } from './helpers/write-whole';

/**
 * Issue 30 point 5: marketing sees what a landers version brings. The server counts a landing page's visits per
 * landers version as it sends the page to a visitor (aggregated counts per day), and the ops API and page set them
 * beside the signups that came through the same page and version, with the conversion, over a chosen period.
 */
const TOKEN = 'lander-visits-ops-token';
const auth = { headers: { authorization: `Bearer ${TOKEN}` } };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
const SUMMER = 'landers/video/summer';
let t: TestApp;

const entry = (v: string) => ({ version: v, entry: `/remotes/landers/${v}/mf-manifest.json` });

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN, signup: { validateEmailRateLimit: { max: 1000, windowMs: 60_000 } } });
  await writeWhole(path.join(t.hostDir, 'index.html'), INDEX);
  for (const v of ['1.0.0', '2.0.0'])
    await writeWhole(path.join(t.storeDir, 'remotes', 'landers', v, 'content.json'), JSON.stringify(landerContent(v)));
  // half the visitors get the canary
  await writeWhole(
    path.join(t.storeDir, 'pointer', 'production.json'),
    JSON.stringify({
      remotes: {
        landers: { ...entry('1.0.0'), canary: { ...entry('2.0.0'), percent: 50, since: new Date().toISOString() } },
      },
    }),
  );
});
afterAll(() => t.close());

const visit = (page: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(t.baseUrl + page, { method, headers: { 'user-agent': CHROME, ...headers } }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
const figures = async (days?: number) =>
  (await t.client().get(`/_ops/api/landers${days ? `?days=${days}` : ''}`, auth)).body;

test('a visit and a signup through a canaried lander count for that version, beside production’s', async () => {
  expect(await visit('/landers/video/summer', { cookie: 'mf_bucket=99' })).toBe(200); // production
  expect(await visit('/landers/video/summer?network=n1', { cookie: 'mf_bucket=99' })).toBe(200);
  expect(await visit('/landers/video/summer', { cookie: 'mf_bucket=3' })).toBe(200); // the canary
  expect(await visit('/')).toBe(200); // a first visit: production
  // nobody a campaign is for saw these: a bot, a member, a HEAD, a prefetch; nor is a static page a landing page
  await visit('/landers/video/summer', { 'user-agent': GOOGLEBOT });
  await visit('/landers/video/summer', { cookie: 'sid=a-members-session' });
  await visit('/landers/video/summer', {}, 'HEAD');
  await visit('/landers/video/summer', { 'sec-purpose': 'prefetch' });
  await visit('/pages/faq');
  await visit('/landers/video/no-such-campaign');
  const { res } = await signUpAt(t, { lander: { page: SUMMER, version: '2.0.0' } });
  expect(res.status).toBe(200);

  const week = await figures();
  expect(week.days).toBe(7);
  expect(week.canary).toBe('2.0.0');
  expect(week.figures).toEqual([
    { page: SUMMER, version: '1.0.0', visits: 2, signups: 0, conversion: 0 },
    { page: SUMMER, version: '2.0.0', visits: 1, signups: 1, conversion: 1 },
    { page: 'index', version: '1.0.0', visits: 1, signups: 0, conversion: 0 },
  ]);
});

test('the figures add up across days, and a period counts only its days', async () => {
  await t.db
    .insertInto('lander_visits')
    .values([
      { day: daysAgo(3), page: SUMMER, version: '1.0.0', visits: 40 },
      { day: daysAgo(20), page: SUMMER, version: '1.0.0', visits: 500 },
    ])
    .execute();
  const visitsOf = (f: { figures: { page: string; version: string; visits: number }[] }) =>
    f.figures.find((x) => x.page === SUMMER && x.version === '1.0.0')?.visits;
  expect(visitsOf(await figures(1))).toBe(2);
  expect(visitsOf(await figures(7))).toBe(42);
  expect(visitsOf(await figures(30))).toBe(542);
  // a period ops cannot choose reads as a week
  expect((await figures(5)).days).toBe(7);
  expect((await t.client().get('/_ops/api/landers')).status).toBe(401);
});

test('the ops page sets visits beside signups per version, and makes the canary live or stops it', async () => {
  const c = t.client();
  await opsLogin(c, TOKEN);
  const page = await c.get('/_ops?days=30');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<option value="30" selected>last 30 days</option>');
  const canaryRow = new RegExp(
    `<tr><th scope="row">${SUMMER}</th><td>2\\.0\\.0 <strong>canary</strong></td><td>1</td><td>1</td>` +
      '<td>100\\.0 %</td><td>.*Make canary live.*Stop canary.*</td></tr>',
  );
  expect(page.text).toMatch(canaryRow);
  expect(page.text).toContain(`<tr><th scope="row">${SUMMER}</th><td>1.0.0</td><td>542</td><td>0</td><td>0.0 %</td>`);
});

function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}
