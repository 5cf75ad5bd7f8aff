import { expect, test } from '@playwright/test';
import { DEMO, en, logIn } from './helpers';

test('a visitor who opens /profile is sent to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
});

test('the demo member logs in, sees their name in the navigation, and logs out', async ({ page }) => {
  await logIn(page, DEMO);
  const nav = page.getByRole('navigation', { name: en.nav.label });
  await expect(nav).toContainText('Demo');
  await nav.getByRole('button', { name: en.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.logged-in')).toHaveCount(0);
});

test('a wrong password gets a clear message and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(en.login.email).fill(DEMO.email);
  await page.getByLabel(en.login.password).fill('not-the-password');
  await page.getByRole('button', { name: en.login.submit }).click();
  await expect(page.getByRole('alert')).toContainText(en.login.errors.invalid_credentials);
  await expect(page.getByLabel(en.login.email)).toHaveValue(DEMO.email);
});

test('an unknown path shows the 404 page-not-found message with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
});
