import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'Sam' };
/** Seeded with --extra-logins: member1@example.com ... each test that changes a profile uses its own. */
export const member = (n: number) => ({ email: `member${n}@example.com`, password: 'demo1234' });

export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;

/** The host's messages, read from its source so a test checks the real translation, not a copy. */
export function hostMessages(lng: string): Record<string, any> {
  return JSON.parse(readFileSync(join(__dirname, '../../host/src/locales', `${lng}.json`), 'utf8'));
}
export const en = hostMessages('en');

/** The shared words (buttons, validation) every part uses, from @dating/i18n's message files. */
export function commonMessages(lng: string): Record<string, any> {
  return JSON.parse(readFileSync(join(__dirname, '../../shared/i18n/src/locales', lng, 'common.json'), 'utf8'));
}
export const common = commonMessages('en');

export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(en.login.email).fill(who.email);
  await page.getByLabel(en.login.password).fill(who.password);
  await page.getByRole('button', { name: common.button.log_in, exact: true }).click();
  await expect(page.locator('.logged-in')).toBeVisible();
}
