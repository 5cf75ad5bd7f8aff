import { expect, test } from '@playwright/test';
import { createAccount, logIn, member, signupMessages, uniqueEmail } from './helpers';
import { flatPng, tinyPng } from './png';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const profileEn = JSON.parse(readFileSync(join(__dirname, '../../remotes/profile/src/locales/en.json'), 'utf8'));

test('editing the name on /profile updates the navigation without a reload', async ({ page }) => {
  await logIn(page, member(1));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: profileEn.title })).toBeVisible();
  const marker = await page.evaluate(() => ((window as any).__noReload = Math.random()));
  const name = page.getByLabel(profileEn.fields.name);
  await name.fill(`Renamed ${marker.toString().slice(2, 6)}`);
  await page.getByRole('button', { name: profileEn.form.save }).click();
  await expect(page.getByRole('banner')).toContainText(`Renamed ${marker.toString().slice(2, 6)}`);
  expect(await page.evaluate(() => (window as any).__noReload)).toBe(marker);
  await page.reload();
  await expect(page.getByLabel(profileEn.fields.name)).toHaveValue(`Renamed ${marker.toString().slice(2, 6)}`);
});

test('a name starting with @ is refused with the rule message and nothing is saved', async ({ page }) => {
  await logIn(page, member(2));
  await page.goto('/profile');
  const name = page.getByLabel(profileEn.fields.name);
  const before = await name.inputValue();
  await name.fill('@someone');
  await name.blur();
  await expect(page.getByText('Your name cannot start with @')).toBeVisible();
  await expect(page.getByRole('button', { name: profileEn.form.save })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel(profileEn.fields.name)).toHaveValue(before);
});

test('a date of birth under 18 is refused with the minimum-age message and not saved', async ({ page }) => {
  await logIn(page, member(3));
  await page.goto('/profile');
  const now = new Date();
  // Born 18 years ago, but tomorrow: one day short of 18. (The year list itself stops at 18 years ago.)
  const tomorrow = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
  await page.getByLabel(profileEn.dob.year, { exact: true }).selectOption(String(tomorrow.getFullYear()));
  await page.getByLabel(profileEn.dob.month, { exact: true }).selectOption(String(tomorrow.getMonth() + 1));
  await page.getByLabel(profileEn.dob.day, { exact: true }).selectOption(String(tomorrow.getDate()));
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(page.getByRole('button', { name: profileEn.form.save })).toBeDisabled();
  await expect(
    page.getByLabel(profileEn.dob.year, { exact: true }).locator(`option[value="${now.getFullYear() - 17}"]`),
  ).toHaveCount(0);
});

test('a member adds several photos at once, drops one more, chooses the main photo and deletes one', async ({
  page,
}) => {
  const photos = profileEn.photos;
  await createAccount(page, signupMessages('en'), uniqueEmail('photos'));
  await page.goto('/profile');
  const list = page.getByRole('list', { name: photos.list });
  const photo = (n: number) => list.getByRole('img', { name: photos.photo_alt.replace('{{number}}', String(n)) });

  // Two photos and a text file chosen at once: the photos go up, the text file is refused with its reason.
  await page.getByLabel(photos.choose).setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: tinyPng(10) },
    { name: 'two.png', mimeType: 'image/png', buffer: tinyPng(60) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: photos.wrong_type })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // A third dropped on the area.
  const dropped = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'three.png', { type: 'image/png' }));
    return transfer;
  }, tinyPng(120).toString('base64'));
  await page.locator('label', { hasText: photos.drop }).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The first photo is the main one; the member makes the second the main photo.
  await expect(list.getByRole('listitem').first()).toContainText(photos.main);
  await page.getByRole('button', { name: photos.make_main_label.replace('{{number}}', '2') }).click();
  await expect(list.getByRole('listitem').nth(1)).toContainText(photos.main);
  const secondSrc = await photo(2).getAttribute('src');
  await expect(
    page.getByRole('img', { name: profileEn.summary.photo_alt.replace('{{name}}', 'Eline') }),
  ).toHaveAttribute('src', secondSrc!);

  // Deleting the first asks first; then it is gone, also after a reload.
  await page.getByRole('button', { name: photos.delete_label.replace('{{number}}', '1') }).click();
  const dialog = page.getByRole('dialog', { name: photos.delete_title });
  await dialog.getByRole('button', { name: photos.delete }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(photos.main);
  expect(await photo(1).getAttribute('src')).toBe(secondSrc);
});

test('a phone camera’s photo, more pixels than the site takes, is scaled down in the browser and added', async ({
  page,
}) => {
  const photos = profileEn.photos;
  await createAccount(page, signupMessages('en'), uniqueEmail('bigphoto'));
  await page.goto('/profile');
  const list = page.getByRole('list', { name: photos.list });
  // 27 megapixels: over the 25 the server decodes (PHOTO_LIMITS), as a 48-megapixel camera's full-size photo is
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/profileimage.php') && r.request().method() === 'POST',
  );
  await page.getByLabel(photos.choose).setInputFiles({
    name: 'camera.png',
    mimeType: 'image/png',
    buffer: flatPng(6000, 4500, [180, 90, 60]),
  });
  // the original would be refused (413 image_too_many_pixels): what went up is the scaled-down copy
  expect((await answered).status()).toBe(200);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('img', { name: photos.photo_alt.replace('{{number}}', '1') })).toBeVisible();

  // Shown large on a phone, the photo comes in the size nearest the screen's width, not as the 2,000 px kept.
  const { user } = await page.evaluate(() => fetch('/api/user.php').then((r) => r.json()));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/members/${user.profile.id}`);
  const shown = page
    .getByRole('region', { name: /^Photos of / })
    .getByRole('img')
    .first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
  const { currentSrc, ratio } = await shown.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    ratio: window.devicePixelRatio,
  }));
  expect(currentSrc).toMatch(new RegExp(`-${390 * ratio <= 480 ? 480 : 1080}w\\.webp$`));
});
