import { expect, test } from '@playwright/test';
import { appTookOver, commonMessages, createAccount, signupMessages, uniqueEmail } from './helpers';
import { tinyPng } from './png';

const en = signupMessages('en');
const nl = signupMessages('nl');
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

test('a typo in the mail domain gets a did-you-mean the visitor can accept', async ({ page }) => {
  await page.goto('/signup');
  await appTookOver(page);
  const email = page.getByLabel(en.fields.email);
  await email.fill('anna@gmial.com');
  await page.getByRole('button', { name: 'anna@gmail.com' }).click();
  await expect(email).toHaveValue('anna@gmail.com');
});

test('invite-only notice when signups are closed for this visitor', async ({ page }) => {
  await page.route('**/api/settings.php', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), signups: 'invite_only' } });
  });
  // the page comes with the settings it was drawn with, which the app starts from
  await page.route('**/signup', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"signups":"all"');
    await route.fulfill({ response, body: html.replaceAll('"signups":"all"', '"signups":"invite_only"') });
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: en.invite.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.invite.login })).toHaveAttribute('href', '/login');
  await expect(page.getByLabel(en.fields.email)).toHaveCount(0);
});

test('an under-18 date of birth is refused with the minimum-age message', async ({ page }) => {
  await createAccount(page, en, uniqueEmail('minor'));
  await page.getByRole('button', { name: en.photo.skip }).click();
  await page.getByRole('button', { name: en.location.skip }).click();
  await expect(page.getByRole('heading', { name: en.profile.title })).toBeVisible();
  const now = new Date();
  const tomorrow = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
  await page.getByLabel(en.profile.year, { exact: true }).selectOption(String(tomorrow.getFullYear()));
  await page.getByLabel(en.profile.month, { exact: true }).selectOption(String(tomorrow.getMonth() + 1));
  await page.getByLabel(en.profile.day, { exact: true }).selectOption(String(tomorrow.getDate()));
  await expect(
    page.getByText(fill(commonMessages('en').validation.date_of_birth_min_age, { min_age: 18 })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en.profile.save })).toBeDisabled();
});

test.describe('in Dutch', () => {
  test.use({ geolocation: { latitude: 52.0907, longitude: 5.1214 }, permissions: ['geolocation'] });

  test('a new visitor signs up through every step, activates by mail and enters the members area', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'nl', url: 'http://127.0.0.1' }]);
    const email = uniqueEmail('nl');
    await createAccount(page, nl, email);
    await expect(page.getByRole('progressbar', { name: nl.progress.label })).toHaveAttribute('aria-valuenow', /\d+/);

    // step 2: a real PNG
    await page.getByLabel(nl.photo.choose).setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByRole('img', { name: nl.photo.stored })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: nl.photo.continue }).click();

    // step 3: the position is geocoded to Utrecht
    await expect(page.getByRole('heading', { name: nl.location.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel(nl.location.region)).not.toHaveValue('', { timeout: 10_000 });
    await page.getByRole('button', { name: nl.location.save }).click();

    // step 4: gender and date of birth
    await expect(page.getByRole('heading', { name: nl.profile.title })).toBeVisible();
    await page.getByLabel(nl.profile.gender).selectOption('female');
    await page.getByLabel(nl.profile.year, { exact: true }).selectOption('1990');
    await page.getByLabel(nl.profile.month, { exact: true }).selectOption('5');
    await page.getByLabel(nl.profile.day, { exact: true }).selectOption('6');
    await page.getByRole('button', { name: nl.profile.save }).click();

    // step 5: notes
    await page.getByLabel(nl.notes.label).fill('Ik hou van fietsen en koffie.');
    await page.getByRole('button', { name: nl.notes.save }).click();

    // step 6 runs by itself into 7
    await expect(page.getByRole('heading', { name: nl.done.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // the activation mail in the local outbox
    await page.goto('/_dev/mail');
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
      .getByRole('link')
      .click();
    // as the member would: the button in the mail itself
    await page
      .frameLocator('iframe[title="Mail content"]')
      .getByRole('link', { name: 'Mijn account activeren' })
      .click();
    await expect(page).toHaveURL(/\/activate\/done/);
    await expect(page.getByRole('heading', { name: nl.activate.done_title })).toBeVisible();
    await page.getByRole('link', { name: nl.done.enter }).click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.locator('.logged-in')).toBeVisible();

    // what the steps saved
    const { user } = await (await page.request.get('/api/user.php')).json();
    expect(user.activated).toBe(true);
    expect(user.profile.main_image).not.toBeNull();
    expect(user.profile.countryregion).not.toBe('');
    expect(user.profile).toMatchObject({
      gender: 'female',
      date_of_birth: '1990-05-06',
      personal: 'Ik hou van fietsen en koffie.',
      lastSignupStep: true,
    });
  });
});
