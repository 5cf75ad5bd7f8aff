import { expect, test } from '@playwright/test';
import { en, logIn, member } from './helpers';

test('a remote whose entry fails shows the retry panel, other routes keep working, and retry recovers', async ({ page }) => {
  await logIn(page, member(4));
  // The profile remote's files cannot be fetched: a broken CDN or a bad deploy, as a member would meet it.
  await page.route('**/remotes/profile/**', (route) => route.abort('failed'));
  await page.goto('/profile');
  const panel = page.getByRole('alert').filter({ hasText: en.remote.unavailable.title });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: en.remote.unavailable.retry })).toBeVisible();

  // The shell and another route still work.
  await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();

  // The network is back: retry loads the remote in place.
  await page.goto('/profile');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/profile/**');
  await panel.getByRole('button', { name: en.remote.unavailable.retry }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en.remote.unavailable.title);
  await expect(page.getByRole('form')).toBeVisible({ timeout: 20_000 });
});

test('a route whose remote is not deployed shows the unavailable panel inside the shell', async ({ page }) => {
  await logIn(page, member(5));
  await page.goto('/chats');
  await expect(page.getByRole('alert').filter({ hasText: en.remote.unavailable.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
});
