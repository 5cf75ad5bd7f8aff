import { expect, test } from '@playwright/test';
import { appTookOver, commonMessages, hostMessages, LANGUAGES } from './helpers';

for (const lng of LANGUAGES) {
  test(`the login page renders in ${lng}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: lng, url: 'http://127.0.0.1' }]);
    const m = hostMessages(lng);
    await page.goto('/login');
    await appTookOver(page);
    await expect(page.getByRole('heading', { name: m.login.title })).toBeVisible();
    await expect(page.getByLabel(m.login.email)).toBeVisible();
    await expect(page.getByLabel(m.login.password)).toBeVisible();
    await expect(page.getByRole('button', { name: commonMessages(lng).button.log_in, exact: true })).toBeVisible();
    if (lng !== 'en') expect(m.login.title).not.toBe(hostMessages('en').login.title);
  });
}
