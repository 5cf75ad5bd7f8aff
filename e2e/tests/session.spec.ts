import { expect, test } from '@playwright/test';
import { appTookOver, common, DEMO, en, logIn } from './helpers';

test('a visitor who opens /profile is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
});

test('the demo member logs in, sees their name and badge in the navigation, and logs out', async ({ page }) => {
  await logIn(page, DEMO);
  const header = page.getByRole('banner');
  await expect(header).toContainText(DEMO.name);
  // Seeded unread messages and new likes (other tests open the demo's chats, so the server says how many now);
  // chats and likes arrive 1 s after the user.
  const { chats } = (await (await page.request.get('/api/chats.php')).json()) as {
    chats: { num_unread_messages: number }[];
  };
  const { liked_by } = (await (await page.request.get('/api/likes.php')).json()) as {
    liked_by: { like_new: boolean }[];
  };
  const count = String(
    chats.reduce((n, c) => n + c.num_unread_messages, 0) + liked_by.filter((l) => l.like_new).length,
  );
  expect(Number(count)).toBeGreaterThan(0);
  await expect(header.getByRole('status', { name: en.nav.badge_other.replace('{{count}}', count) })).toHaveText(count);
  await header.getByRole('button', { name: common.button.log_out }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.logged-in')).toHaveCount(0);
});

test('a wrong password gets a clear message and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await appTookOver(page);
  await page.getByLabel(en.login.email).fill(DEMO.email);
  await page.getByLabel(en.login.password).fill('not-the-password');
  await page.getByRole('button', { name: common.button.log_in, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(common.errors.invalid_credentials);
  await expect(page.getByLabel(en.login.email)).toHaveValue(DEMO.email);
});

test('an unknown path shows the 404 page-not-found message with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
});

test.describe('bots', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test('a bot gets a plain 404 answer instead of the error page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/plain');
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
