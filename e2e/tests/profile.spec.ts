import { expect, test } from '@playwright/test';
import { logIn, member } from './helpers';
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
