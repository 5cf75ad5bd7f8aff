import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './helpers';
import { openRendered, sampleMemberId, settle } from './route-pages';

/**
 * The smallest phone people still use (320 px wide): no page scrolls sideways, and what a thumb must hit in the
 * shell (the bottom tab bar, the top bar's menu, log in and sign up) is at least 44 px in both directions.
 */
test.use({ viewport: { width: 320, height: 640 } });

const MIN_TARGET_PX = 44;

async function expectNoSidewaysScroll(page: Page, path: string) {
  await openRendered(page, path);
  await settle(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${path} is ${widths.page} px wide on a ${widths.screen} px screen`).toBeLessThanOrEqual(
    widths.screen,
  );
}

async function expectFingerSized(page: Page, what: string, selector: string) {
  const targets = page.locator(selector).filter({ visible: true });
  expect(await targets.count(), `${what}: targets on screen`).toBeGreaterThan(0);
  for (const box of await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
    expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
}

test('a visitor on a 320 px phone: nothing scrolls sideways, log in and sign up are big enough', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/no-such-page']) await expectNoSidewaysScroll(page, path);
  await expectFingerSized(page, 'top bar', '.top-nav__account a, .top-nav__account select');
});

test('a member on a 320 px phone: nothing scrolls sideways, the tab bar and menu are big enough', async ({ page }) => {
  await logIn(page, DEMO);
  const memberId = await sampleMemberId(page);
  for (const path of ['/members', `/members/${memberId}`, '/likes', '/profile', '/home', '/chats']) {
    await expectNoSidewaysScroll(page, path);
  }
  await expectFingerSized(page, 'bottom tab bar', '.top-nav__links a');
  await expectFingerSized(page, 'menu button', '.top-nav button');
});
