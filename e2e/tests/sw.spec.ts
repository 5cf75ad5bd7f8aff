import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { en, waitForServiceWorker } from './helpers';

const SW_FILE = join(__dirname, '../../host/dist/sw.js');

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

test('an update waiting shows the refresh prompt; Refresh hands over and reloads', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);

  // A new release: the same worker with other bytes is a new worker to the browser; it installs and waits.
  // (Playwright's routing does not see the browser's own sw.js update check, so the served file changes.)
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(SW_FILE, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    writeFileSync(SW_FILE, original);
  }

  const prompt = page.getByRole('status').filter({ hasText: en.app.updateReady });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: en.app.refresh }).click()]);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('the web manifest and the push worker are served at the site root', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/home', display: 'standalone' });
  expect(manifest.icons.length).toBeGreaterThan(0);
  const push = await request.get('/sw-push.js');
  expect(push.ok()).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const latest = await request.get('/builds/latest.json');
  expect(latest.headers()['cache-control']).toBe('no-cache');
  expect(typeof (await latest.json()).buildId).toBe('string');
});
