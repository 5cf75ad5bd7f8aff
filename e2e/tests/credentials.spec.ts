import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, en, logIn, openNewestMail, signupMessages, uniqueEmail } from './helpers';

/**
 * Credentials (docs/product.md §2): an address changed through the mailed link, a password reset through the outbox.
 */
const profileEn = JSON.parse(readFileSync(join(__dirname, '../../remotes/profile/src/locales/en.json'), 'utf8'));
const cred = profileEn.credentials;
const PASSWORD = 'geheim1234'; // what createAccount signs up with

/** A fresh member of this test alone, activated through the link in their activation mail. */
async function activatedMember(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createAccount(page, signupMessages('en'), email);
  const mail = await openNewestMail(page, email);
  await mail.getByRole('link', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/activate\/done/);
  return email;
}

test('a member changes the email address through the link mailed to it, then logs in with it', async ({ page }) => {
  const oldEmail = await activatedMember(page, 'mail-old');
  const newEmail = uniqueEmail('mail-new');

  await page.goto('/profile#email');
  const address = page.getByLabel(cred.email_change.new);
  // signup step 7's "wrong email?" link lands here: the address input is ready to type in
  await expect(address).toBeFocused();
  await address.fill(newEmail);
  await page.getByRole('region', { name: cred.email_change.title }).getByLabel(cred.password.current).fill(PASSWORD);
  await page.getByRole('button', { name: cred.email_change.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible({ timeout: 15_000 });

  // the old address is told, and keeps working until the new one is confirmed
  const notice = await openNewestMail(page, oldEmail);
  await expect(notice.getByRole('link', { name: 'This was not me' })).toBeVisible();
  const confirmation = await openNewestMail(page, newEmail);
  await confirmation.getByRole('link', { name: 'Confirm my new address' }).click();
  await expect(page).toHaveURL(/\/mail-change\/do\?code=/);
  await expect(page.getByText(cred.mail_change_do.done.replace('{{email}}', newEmail))).toBeVisible();

  // a second open of the same link is refused with the way on
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: cred.code_invalid })).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, { email: newEmail, password: PASSWORD });
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user.email).toBe(newEmail);
});

test('a member who forgot the password resets it through the mailed link; the old session is logged out', async ({
  page,
  browser,
}) => {
  // the old session: a device still logged in from before
  const email = await activatedMember(page, 'reset');
  await page.goto('/profile');
  await expect(page.locator('.logged-in')).toBeVisible();

  const other = await browser.newContext();
  try {
    const forgetful = await other.newPage();
    await forgetful.goto('/login');
    await forgetful.getByRole('link', { name: en.login.forgot }).click();
    await expect(forgetful).toHaveURL(/\/reset-password$/);
    await forgetful.getByLabel(cred.email).fill(email);
    await forgetful.getByRole('button', { name: cred.reset.submit }).click();
    await expect(forgetful.getByRole('status').filter({ hasText: cred.reset.sent_title })).toBeVisible();

    const mail = await openNewestMail(forgetful, email);
    await mail.getByRole('link', { name: 'Choose a new password' }).click();
    await expect(forgetful).toHaveURL(/\/reset-password\/do\?code=/);
    await forgetful.getByLabel(cred.password.new, { exact: true }).fill('brand-new-pass');
    await forgetful.getByLabel(cred.password.confirm).fill('brand-new-pass');
    await forgetful.getByRole('button', { name: cred.reset_do.submit }).click();
    // logged in at once, in the members area
    await expect(forgetful).toHaveURL(/\/home/, { timeout: 20_000 });
    await expect(forgetful.locator('.logged-in')).toBeVisible();
  } finally {
    await other.close();
  }

  // the device logged in before is logged out: its next page asks it to log in
  expect((await page.request.get('/api/user.php')).status()).toBe(403);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });

  await logIn(page, { email, password: 'brand-new-pass' });
});

test('a member who has not activated yet fixes a mistyped address: the activation mail goes to the new one', async ({
  page,
}) => {
  const typo = uniqueEmail('typo');
  await createAccount(page, signupMessages('en'), typo);
  const fixed = uniqueEmail('fixed');

  await page.goto('/profile#email');
  await page.getByLabel(cred.email_change.new).fill(fixed);
  await page.getByRole('region', { name: cred.email_change.title }).getByLabel(cred.password.current).fill(PASSWORD);
  await page.getByRole('button', { name: cred.email_change.submit }).click();
  await expect(page.getByText(cred.email_change.moved.replace('{{email}}', fixed))).toBeVisible({ timeout: 15_000 });

  const mail = await openNewestMail(page, fixed);
  await mail.getByRole('link', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/activate\/done/);
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user.email).toBe(fixed);
});
