import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  commonMessages,
  createAccount,
  DEMO,
  logIn,
  openNewestMail,
  signupMessages,
  uniqueEmail,
  waitForServiceWorker,
  WITH_SERVICE_WORKER,
} from './helpers';

test.use(WITH_SERVICE_WORKER);

/** What a new member meets, in a browser whose service worker runs as it does for every member. */
const en = signupMessages('en');
const common = commonMessages('en');
const profileEn = JSON.parse(readFileSync(join(__dirname, '../../remotes/profile/src/locales/en.json'), 'utf8'));
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

test('the activation link works in the browser the member signed up with, service worker and all', async ({ page }) => {
  const email = uniqueEmail('sw-activate');
  await createAccount(page, en, email);
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // the outbox is the server's own page: the worker must not answer it with the app shell
  // the member opens the mail and follows its button
  await (await openNewestMail(page, email)).getByRole('link', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: en.activate.done_title })).toBeVisible();
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user.activated).toBe(true);
});

test('pages the server answers itself reach it through the service worker', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  // a code that does not exist: the server's answer (a redirect to /activate/error), not the shell's 404
  await page.goto('/activate?code=not-a-real-code');
  await expect(page).toHaveURL(/\/activate\/error$/);
  await expect(page.getByText(/Page not found/)).toHaveCount(0);
});

// Four fresh browsers, one after another. On a first visit the site's worker is usually still installing when step 1
// decides (the race that once skipped the question; remotes/signup/test/resume.test.tsx pins it); two of the four
// wait until their worker is active first, so both states are met on every run.
test('the push question is shown to every new browser that was never asked (4 fresh signups)', async ({ browser }) => {
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (i % 2 === 1) {
      await page.goto('/signup');
      await waitForServiceWorker(page);
    }
    // createAccount fails unless step 1 shows
    await createAccount(page, en, uniqueEmail(`push-${i}`));
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await context.close();
  }
});

test('reloading /signup in the middle of the flow continues it instead of starting over', async ({ page }) => {
  await createAccount(page, en, uniqueEmail('resume'));
  await page.getByRole('button', { name: en.photo.skip }).click();
  await expect(page.getByRole('heading', { name: en.location.title })).toBeVisible();
  await page.reload();
  // a member is never shown the account form again; with nothing saved yet the flow resumes at the push question
  await expect(page.getByRole('heading', { name: en.push.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel(en.fields.password)).toHaveCount(0);

  // once the location is saved, a reload continues past it (auto-skip)
  await page.getByRole('button', { name: en.push.decline }).click();
  await page.getByRole('button', { name: en.photo.skip }).click();
  await page.getByLabel(en.location.city).fill('Gouda');
  await page.getByRole('button', { name: en.location.save }).click();
  await expect(page.getByRole('heading', { name: en.profile.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: en.profile.title })).toBeVisible({ timeout: 15_000 });
});

test('an activated member who opens /complete-signup goes to the members area', async ({ page }) => {
  await logIn(page, DEMO);
  await page.goto('/complete-signup');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(en.done.spam)).toHaveCount(0);
});

test('a city over 255 characters is refused with the length message, not cut short', async ({ page }) => {
  await createAccount(page, en, uniqueEmail('long-city'));
  await page.getByRole('button', { name: en.photo.skip }).click();
  const city = page.getByLabel(en.location.city);
  await city.fill('x'.repeat(256));
  await expect(city).toHaveValue('x'.repeat(256));
  await expect(page.getByText(fill(common.validation.max_length, { max: 255 }))).toBeVisible();
  await expect(page.getByRole('button', { name: en.location.save })).toBeDisabled();
});

test('a 255-character word in a name or city wraps: no horizontal scrolling at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = 'N'.repeat(150);
  await createAccount(page, en, uniqueEmail('long-word'), name);
  await page.getByRole('button', { name: en.photo.skip }).click();
  await page.getByLabel(en.location.city).fill('C'.repeat(255));
  await page.getByRole('button', { name: en.location.save }).click();
  await expect(page.getByRole('heading', { name: en.profile.title })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('banner')).toContainText(name.slice(0, 20));
  await expect(page.getByText('C'.repeat(255)).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // the top bar stays where it belongs: across the top, as wide as the screen
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.x).toBe(0);
  expect(bar?.width).toBeLessThanOrEqual(widths.viewport);

  // one character more than the name may have: the length message, nothing cut, nothing saved
  const nameField = page.getByLabel(profileEn.fields.name);
  await nameField.fill(`${name}N`);
  await nameField.blur();
  await expect(nameField).toHaveValue(`${name}N`);
  await expect(page.getByText(fill(common.validation.max_length, { max: 150 }))).toBeVisible();
  await expect(page.getByRole('button', { name: profileEn.form.save })).toBeDisabled();
});
