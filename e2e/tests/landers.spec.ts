import { expect, test } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  appTookOver,
  drawnPageOf,
  htmlText,
  LANGUAGES,
  legalTitle,
  logIn,
  member,
  signupMessages,
  STATIC_PAGES,
  uniqueEmail,
  WITH_SERVICE_WORKER,
} from './helpers';
import { deployCli, pointer, publishNewRelease, restoreRemoteBuild, REPO_ROOT } from './deploy-cli';

test.use(WITH_SERVICE_WORKER);

const OPS = { authorization: `Bearer ${process.env.OPS_TOKEN ?? 'e2e-ops-token'}` };
const CAMPAIGNS = join(REPO_ROOT, 'remotes', 'landers', 'content', 'campaigns');
const campaign = (kind: string, slug: string) =>
  JSON.parse(readFileSync(join(CAMPAIGNS, kind, `${slug}.json`), 'utf8')) as {
    copy: Record<string, { headline: string; title: string }>;
  };
const signup = signupMessages('en');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('a visitor from a campaign link signs up; the account keeps network, sub1 and the lander version', async ({
  page,
}) => {
  const sub1 = `e2e-${Date.now()}`;
  await page.goto(`/landers/video/summer?network=x&sub1=${sub1}`);
  const summer = campaign('video', 'summer').copy.en;
  await expect(page.getByRole('heading', { level: 1, name: summer.headline })).toBeVisible();
  await expect(page).toHaveTitle(summer.title);
  // the version the app runs, once it has taken the server's page over (the server's names the same version)
  await appTookOver(page);
  const version = await page.locator('[data-remote="landers"]').getAttribute('data-remote-version');
  expect(version).toBe(pointer().remotes.landers.version);

  await page.getByLabel(signup.fields.email).fill(uniqueEmail('lander'));
  await page.getByLabel(signup.fields.name).fill('Noor');
  await page.getByLabel(signup.fields.password).fill('geheim1234');
  const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1'));
  await page.getByRole('button', { name: signup.form.create }).click();
  expect((await created).status()).toBe(200);

  const signups = await (await page.request.get('/_ops/api/signups', { headers: OPS })).json();
  const mine = signups.recent.find((s: { tracking: { sub1?: string } }) => s.tracking.sub1 === sub1);
  expect(mine.tracking).toEqual({ network: 'x', sub1, lander: 'landers/video/summer', lander_version: version });
});

test('every static page, in every language, names the company and its KvK number to a crawler', async ({ request }) => {
  // Each of the 49 pages as the server writes it (the text a crawler reads, in the page's language); what a person's
  // browser shows of them is checked on the same walk as their layout (legal-pages.spec.ts).
  for (const lng of LANGUAGES) {
    for (const doc of STATIC_PAGES) {
      const res = await request.get(`/pages/${doc}?lang=${lng}`, { headers: { 'user-agent': GOOGLEBOT } });
      const text = htmlText(drawnPageOf(await res.text()) ?? '');
      expect(text).toContain(legalTitle(lng, doc));
      expect(text).toContain('Amoroso Online B.V.');
      expect(text).toContain('81234567');
    }
  }
});

test("'/' shows a visitor the site and the signup form, and sends a member to /home", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel(signup.fields.email)).toBeVisible();
  await expect(page.getByRole('button', { name: signup.form.create })).toBeVisible();
  await logIn(page, member(7));
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('marketing ships a campaign on its own', () => {
  test.describe.configure({ mode: 'serial' });
  const slug = `e2e-${Date.now()}`;
  const file = join(CAMPAIGNS, 'gallery', `${slug}.json`);
  test.afterAll(() => {
    rmSync(file, { force: true });
    restoreRemoteBuild('landers');
  });

  test('a new campaign is published and promoted with the landers remote; the host build stays as it was', async ({
    page,
  }) => {
    const hostBuild = await (await page.request.get('/builds/latest.json')).json();
    const stable = pointer().remotes.landers.version;
    const base = campaign('gallery', 'singles-near-you');
    const headline = `Winter walks ${slug}`;
    const copy = Object.fromEntries(Object.entries(base.copy).map(([lng, c]) => [lng, { ...c, headline }]));
    writeFileSync(file, JSON.stringify({ ...base, copy }, null, 2));

    await page.goto(`/landers/gallery/${slug}`);
    expect((await page.request.get(`/landers/gallery/${slug}`)).status()).toBe(404);

    const release = publishNewRelease('landers', `e2e-campaign-${slug}`);
    deployCli(['promote', 'landers', release, '--reason', 'e2e campaign']);
    try {
      expect((await page.request.get(`/landers/gallery/${slug}`)).status()).toBe(200);
      const fresh = await page.context().browser()!.newContext();
      const visitor = await fresh.newPage();
      await visitor.goto(`/landers/gallery/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await appTookOver(visitor);
      await expect(visitor.locator('[data-remote="landers"]')).toHaveAttribute('data-remote-version', release);
      await fresh.close();
      expect(await (await page.request.get('/builds/latest.json')).json()).toEqual(hostBuild);
    } finally {
      deployCli(['rollback', 'landers', '--reason', 'e2e campaign done']);
    }
    expect(pointer().remotes.landers.version).toBe(stable);
  });
});

test('the match-finder answers become the new member’s search filters', async ({ page }) => {
  const quiz = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'remotes/landers/src/locales/en.json'), 'utf8')) as {
      quiz: Record<string, any>;
    }
  ).quiz;
  const search = JSON.parse(readFileSync(join(REPO_ROOT, 'remotes/search/src/locales/en.json'), 'utf8'));
  await page.goto('/match-finder');
  await page.getByRole('radio', { name: quiz.who.female }).check();
  await page.getByRole('button', { name: quiz.next }).click();
  await page.getByRole('radio', { name: '26 to 35' }).check();
  await page.getByRole('button', { name: quiz.next }).click();
  await page.getByLabel(quiz.where.country).selectOption('DE');
  await page.getByRole('button', { name: quiz.finish }).click();

  await page.getByLabel(signup.fields.email).fill(uniqueEmail('match'));
  await page.getByLabel(signup.fields.name).fill('Jonas');
  await page.getByLabel(signup.fields.password).fill('geheim1234');
  const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1'));
  await page.getByRole('button', { name: signup.form.create }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/complete-signup/);

  await page.goto('/members');
  await expect(page.getByLabel(search.filters.gender, { exact: true })).toHaveValue('female');
  await expect(page.getByLabel(search.filters.age, { exact: true })).toHaveValue('26-35');
  await expect(page.getByLabel(search.filters.country, { exact: true })).toHaveValue('DE');
});
