import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, en, logIn, signupMessages, waitForServiceWorker, WITH_SERVICE_WORKER } from './helpers';

test.use(WITH_SERVICE_WORKER);

const SW_FILE = join(__dirname, '../../host/dist/sw.js');
const REPO = join(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(REPO, file), 'utf8'));

/**
 * Puts another sw.js in place for every browser the server serves meanwhile, so the change must never cut another
 * test's install short: the file is swapped whole (written beside it, renamed over it) and keeps its length, since the
 * server sends the length it stat'ed before it reads, and a shorter file there ends the script early.
 */
function replaceServiceWorker(content: string): void {
  expect(Buffer.byteLength(content)).toBe(Buffer.byteLength(readFileSync(SW_FILE, 'utf8')));
  const next = `${SW_FILE}.${process.pid}.next`;
  writeFileSync(next, content);
  renameSync(next, SW_FILE);
}

test('an offline reload shows the shell and the offline notice', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('banner')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: en.app.offline })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
});

test("a member gets the app alone from a worker a visitor installed: not the visitor's page, not logged out", async ({
  page,
}) => {
  // what the page the worker answered with held before any script ran
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnAtLoad: boolean }).drawnAtLoad = document.getElementById('server-page') !== null;
    }),
  );
  await page.goto('/');
  await waitForServiceWorker(page);
  await logIn(page, DEMO);
  await page.goto('/members');
  expect(await page.evaluate(() => (window as unknown as { drawnAtLoad: boolean }).drawnAtLoad)).toBe(false);
  await expect(page.locator('.search-card[data-profile-id]').first()).toBeVisible();
  await expect(page.locator('.logged-in')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/members');
});

test('the public pages visited online show their content offline, with the offline notice', async ({ context }) => {
  const landers = readJson('remotes/landers/src/locales/en.json');
  const faq = readJson('shared/legal/src/texts/en/faq.json');
  const summer = readJson('remotes/landers/content/campaigns/video/summer.json');
  const visits = [
    { path: '/', content: (p: Page) => p.getByRole('heading', { level: 1, name: landers.index.headline }) },
    // the form itself waits for /api/user.php (who is there), which only the server can answer
    { path: '/signup', content: (p: Page) => p.getByRole('heading', { level: 1, name: signupMessages('en').title }) },
    { path: '/pages/faq', content: (p: Page) => p.getByRole('heading', { level: 1, name: faq.title }) },
    {
      path: '/landers/video/summer',
      content: (p: Page) => p.getByRole('heading', { level: 1, name: summer.copy.en.headline }),
    },
  ];
  const first = await context.newPage();
  await first.goto('/');
  await waitForServiceWorker(first);
  // one tab per page, each opened once the worker controls the site, as a visitor browsing it would
  const tabs: Page[] = [];
  for (const { path, content } of visits) {
    const tab = await context.newPage();
    await tab.goto(path);
    await expect(content(tab)).toBeVisible();
    tabs.push(tab);
  }

  await context.setOffline(true);
  try {
    for (const [i, { path, content }] of visits.entries()) {
      await test.step(`${path} offline`, async () => {
        const tab = tabs[i]!;
        await tab.reload();
        await expect(content(tab)).toBeVisible();
        await expect(tab.getByRole('status').filter({ hasText: en.app.offline })).toBeVisible();
        await expect(tab.getByRole('alert')).toHaveCount(0);
      });
    }
  } finally {
    await context.setOffline(false);
  }
});

test('an unknown campaign reaches the server and gets its 404 through the worker; offline the shell', async ({
  page,
  context,
}) => {
  await page.goto('/landers/video/summer');
  await waitForServiceWorker(page);
  const unknown = `/landers/video/no-such-campaign-${Date.now()}`;
  expect((await page.goto(unknown))!.status()).toBe(404);
  expect((await page.goto('/landers/video/summer'))!.status()).toBe(200);

  await context.setOffline(true);
  try {
    await page.goto(`/landers/gallery/never-visited-${Date.now()}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: en.app.offline })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('an update waiting shows the refresh prompt; Refresh hands over and reloads', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);

  // A new release: the same worker with other bytes (one precached file's revision) is a new worker to the browser;
  // it installs and waits. (Playwright's routing does not see the browser's own sw.js update check, so the served
  // file changes.)
  const original = readFileSync(SW_FILE, 'utf8');
  const nextRelease = original.replace(/revision:"[0-9a-f]{32}"/, `revision:"${randomBytes(16).toString('hex')}"`);
  expect(nextRelease).not.toBe(original);
  try {
    replaceServiceWorker(nextRelease);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    replaceServiceWorker(original);
  }

  const prompt = page.getByRole('status').filter({ hasText: en.app.updateReady });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: en.app.refresh }).click()]);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('the web manifest and the push worker are served at the site root', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  const settings = await (await request.get('/api/settings.php')).json();
  // the installed app is called as the site is (its settings), not as the build was
  expect(manifest).toMatchObject({
    name: settings.name,
    short_name: settings.name,
    start_url: '/home',
    display: 'standalone',
  });
  expect(manifest.icons.length).toBeGreaterThan(0);
  const push = await request.get('/sw-push.js');
  expect(push.ok()).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const latest = await request.get('/builds/latest.json');
  expect(latest.headers()['cache-control']).toBe('no-cache');
  expect(typeof (await latest.json()).buildId).toBe('string');
});
