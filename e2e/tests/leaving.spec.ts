import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appTookOver, createAccount, en, openNewestMail, signupMessages, uniqueEmail } from './helpers';

/**
 * Leaving the site (GDPR articles 17, 15 and 20; /account-deleted, docs/product.md §2): a member deletes the account
 * through the offer, the password and the last confirmation, and downloads a copy of their data.
 */
const leaving = JSON.parse(readFileSync(join(__dirname, '../../remotes/profile/src/locales/en.json'), 'utf8')).leaving;
const PASSWORD = 'geheim1234'; // what createAccount signs up with

async function newMemberOnProfile(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createAccount(page, signupMessages('en'), email);
  await page.goto('/profile');
  await expect(page.locator('.logged-in')).toBeVisible();
  return email;
}

test('a member deletes the account: offer, password, confirmation; then cannot log in, and can sign up again', async ({
  page,
}) => {
  const email = await newMemberOnProfile(page, 'leave');
  const section = page.getByRole('region', { name: leaving.delete.title });
  await section.getByRole('button', { name: leaving.delete.start }).click();

  // first the offer to stay (settings delete_discount), which the member declines
  await expect(section.getByRole('heading', { name: leaving.offer.title })).toBeVisible();
  await expect(section.getByText(/\d+% off your next credits with code STAY-/)).toBeVisible();
  await expect(section.getByRole('link', { name: leaving.offer.accept })).toHaveAttribute('href', '/credits');
  await section.getByRole('button', { name: leaving.offer.decline }).click();

  // a wrong password is refused and nothing is deleted
  await section.getByLabel(leaving.password.label).fill('not-my-password');
  await section.getByRole('button', { name: leaving.password.continue }).click();
  await page
    .getByRole('dialog', { name: leaving.confirm.title })
    .getByRole('button', { name: leaving.confirm.submit })
    .click();
  await expect(section.getByText('The password is not correct, so your account was not deleted.')).toBeVisible();

  await section.getByLabel(leaving.password.label).fill(PASSWORD);
  await section.getByRole('button', { name: leaving.password.continue }).click();
  const dialog = page.getByRole('dialog', { name: leaving.confirm.title });
  await expect(dialog.getByText(leaving.confirm.body)).toBeVisible();
  await dialog.getByRole('button', { name: leaving.confirm.submit }).click();

  await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: leaving.deleted.title })).toBeVisible();
  await expect(page.locator('.logged-in')).toHaveCount(0);
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user).toBeNull();

  // the goodbye mail is the last one to the address
  const mail = await openNewestMail(page, email);
  await expect(mail.getByText(/we have deleted your .* account/)).toBeVisible();

  // the password no longer logs in
  await page.goto('/login');
  await appTookOver(page);
  await page.getByLabel(en.login.email).fill(email);
  await page.getByLabel(en.login.password).fill(PASSWORD);
  const answer = page.waitForResponse((r) => r.url().includes('/api/login.php') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await answer).status()).toBe(401);

  // the same address signs up again, as a new member
  await createAccount(page, signupMessages('en'), email);
  const again = await (await page.request.get('/api/user.php')).json();
  expect(again.user.email).toBe(email);
});

test('a member prepares a copy of their data and downloads the zip', async ({ page }) => {
  await newMemberOnProfile(page, 'export');
  const section = page.getByRole('region', { name: leaving.export.title });
  await section.getByRole('button', { name: leaving.export.start }).click();
  const link = section.getByRole('link', { name: /^Download my data/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('button', { name: leaving.export.start })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path())!);
  // a zip starts with a local file header, and holds data.json
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(zip.includes(Buffer.from('data.json'))).toBe(true);
});
