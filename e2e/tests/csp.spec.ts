import { expect, test } from '@playwright/test';
import { createAccount, openNewestMail, signupMessages, uniqueEmail, WITH_SERVICE_WORKER } from './helpers';
import { watchCsp } from './route-pages';

test.use(WITH_SERVICE_WORKER);

/**
 * The site works under its Content-Security-Policy. That every route renders without a CSP violation is checked
 * by the walk over every route in axe.spec.ts, which watches for violations (watchCsp) on each page it opens;
 * here: that the watch sees a violation at all, and the dev outbox's mail frame under its own policy.
 */

test('the watch itself sees a refused inline script (so a clean run means something)', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { page, problems } = await watchCsp(context);
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.some((p) => p.includes('script-src'))).toBe(true);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  } finally {
    await context.close();
  }
});

test("the server's dev outbox shows a new member's mail (in its srcdoc frame) under its own policy", async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const { page, problems } = await watchCsp(context);
    // Signing up (under the site policy too) puts the activation mail in the outbox.
    const email = uniqueEmail('csp');
    await createAccount(page, signupMessages('en'), email);

    const mail = await openNewestMail(page, email);
    await expect(mail.getByRole('link').first()).toBeVisible();
    // The mail's inline styles apply inside the frame, which inherits the page's policy.
    expect(await mail.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/Arial/);
    await page.waitForTimeout(50);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
