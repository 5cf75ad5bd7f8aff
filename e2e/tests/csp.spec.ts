import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { routes } from '../../shared/routes/src/table';
import { createAccount, DEMO, logIn, openNewestMail, signupMessages, uniqueEmail } from './helpers';
import { openRendered, sampleMemberId, samplePath } from './route-pages';

/**
 * The site works under its Content-Security-Policy: every route of the route table renders, logged out and
 * logged in, with no CSP violation — reported by the page (securitypolicyviolation, from every frame) or by
 * the browser's console ("Refused to ... Content Security Policy") — and no Permissions-Policy complaint.
 * One context per login state and one page for all its routes keeps this fast.
 */

interface Watch {
  page: Page;
  problems: string[];
}

async function watch(context: BrowserContext): Promise<Watch> {
  const problems: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|Feature-Policy/i.test(text))
      problems.push(`${page.url()}: console ${message.type()}: ${text}`);
  });
  return { page, problems };
}

/** Opens the path, waits until the page rendered, and checks that nothing was refused on the way. */
async function visit({ page, problems }: Watch, path: string) {
  const before = problems.length;
  await openRendered(page, path);
  // A stylesheet or image that the policy refuses is reported by now; allow the event a moment to arrive.
  await page.waitForTimeout(50);
  expect(problems.slice(before), `CSP problems on ${path}`).toEqual([]);
}

async function visitEveryRoute(browser: Browser, login: boolean) {
  const context = await browser.newContext();
  try {
    const w = await watch(context);
    if (login) await logIn(w.page, DEMO);
    // Logged out, /members/:id is a page anyone may open; any real member id does.
    const memberId = login ? await sampleMemberId(w.page) : '1';
    for (const route of routes) await visit(w, samplePath(route.path, memberId));
    await visit(w, '/no-such-page');
  } finally {
    await context.close();
  }
}

// The login states are independent: one worker each.
test.describe.configure({ mode: 'parallel' });

test('every route renders under the CSP, logged out', async ({ browser }) => {
  test.setTimeout(90_000); // ~25 s alone; the margin is for a busy machine
  await visitEveryRoute(browser, false);
});

test('every route renders under the CSP, logged in as the demo member', async ({ browser }) => {
  test.setTimeout(90_000);
  await visitEveryRoute(browser, true);
});

test('the watch itself sees a refused inline script (so a clean run means something)', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { page, problems } = await watch(context);
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
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const { page, problems } = await watch(context);
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
