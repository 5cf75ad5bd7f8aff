import { expect, test, type Page } from '@playwright/test';
import { appTookOver, DEMO, hostMessages, LANGUAGES, logIn } from './helpers';

/**
 * The header in every language at the widths people use: at laptop widths the member's links, the member chip
 * and the account controls each keep their room (icons at least 16 px, no box over another, nothing past the
 * screen's edge); on a 390 px phone the site's name stays in the header in the longer languages.
 */

const LAPTOP_WIDTHS = [1024, 1280, 1440];
const MIN_ICON_PX = 16;
/** rounding of sub-pixel boxes: touching boxes are not overlapping ones */
const EPSILON = 0.5;

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The header's boxes as the browser laid them out, and what would show it does not fit. */
function measureHeader(page: Page) {
  return page.evaluate(() => {
    const box = (what: string, el: Element) => {
      const r = el.getBoundingClientRect();
      return { what, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    };
    const shown = (el: Element) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).display !== 'none';
    const header = document.querySelector('.top-nav')!;
    const items = [
      box('brand', header.querySelector('.top-nav__brand')!),
      ...[...header.querySelectorAll('.top-nav__links a')].map((a) => box(`link ${a.getAttribute('href')}`, a)),
      ...[...header.querySelectorAll('.top-nav__account--member > *')]
        .filter(shown)
        .map((el) => box(el.classList.contains('top-nav__member') ? 'member chip' : el.className, el)),
    ];
    const icons = [...header.querySelectorAll('.top-nav__links .top-nav__icon svg')].map((svg) =>
      box(`icon of ${svg.closest('a')?.getAttribute('href')}`, svg),
    );
    return {
      items,
      icons,
      viewport: document.documentElement.clientWidth,
      headerScroll: header.querySelector('.top-nav__bar')!.scrollWidth,
      headerClient: header.querySelector('.top-nav__bar')!.clientWidth,
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > EPSILON &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > EPSILON;

/** Switches the language with the header's own switcher, without a reload, and waits for the links to follow. */
async function switchLanguage(page: Page, lng: string) {
  await page.locator('.top-nav .language-compact select').selectOption(lng);
  const nav = page.getByRole('navigation', { name: hostMessages(lng).nav.label });
  await expect(nav.getByRole('link', { name: hostMessages(lng).nav.search })).toBeAttached();
}

/** The site's name lies wholly inside the brand link's box, which cuts off whatever wraps out of it. */
async function expectSiteNameShown(page: Page, context: string) {
  const brand = page.locator('.top-nav__brand');
  const site = brand.locator('.top-nav__site');
  await expect(site).not.toBeEmpty();
  const [b, s] = [await brand.boundingBox(), await site.boundingBox()];
  expect(b && s, `${context}: brand and name laid out`).toBeTruthy();
  expect(s!.width, `${context}: the name has width`).toBeGreaterThan(0);
  expect(s!.y, `${context}: the name is on the brand's line`).toBeGreaterThanOrEqual(b!.y - EPSILON);
  expect(s!.y + s!.height, `${context}: the name is not cut off below`).toBeLessThanOrEqual(b!.y + b!.height + EPSILON);
  expect(s!.x + s!.width, `${context}: the name is not cut off at the end`).toBeLessThanOrEqual(
    b!.x + b!.width + EPSILON,
  );
}

test('a member: the top bar fits at 1024, 1280 and 1440 px in every language', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, DEMO);
  for (const lng of LANGUAGES) {
    await switchLanguage(page, lng);
    for (const width of LAPTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const at = `${lng} at ${width} px`;
      const m = await measureHeader(page);
      expect(m.icons, `${at}: the four links' icons`).toHaveLength(4);
      for (const icon of m.icons) expect(icon.width, `${at}: ${icon.what}`).toBeGreaterThanOrEqual(MIN_ICON_PX);
      expect(m.items.map((item) => item.what)).toContain('member chip');
      for (const [i, a] of m.items.entries()) {
        expect(a.right, `${at}: ${a.what} ends inside the screen`).toBeLessThanOrEqual(m.viewport + EPSILON);
        for (const b of m.items.slice(i + 1)) expect(overlap(a, b), `${at}: ${a.what} overlaps ${b.what}`).toBe(false);
      }
      expect(m.headerScroll, `${at}: the bar does not overflow`).toBeLessThanOrEqual(m.headerClient);
    }
  }
});

for (const lng of ['nl', 'de']) {
  test(`the site's name stays in the 390 px header in ${lng}, for a visitor and for a member`, async ({
    page,
    context,
  }) => {
    const locale = (value: string) => context.addCookies([{ name: 'locale', value, url: 'http://127.0.0.1' }]);
    await locale(lng);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: hostMessages(lng).nav.signup })).toBeVisible();
    await appTookOver(page);
    await expectSiteNameShown(page, `a visitor in ${lng}`);
    // the login helper fills the English form; the member's header is then shown in the language again
    await locale('en');
    await logIn(page, DEMO);
    await locale(lng);
    await page.reload();
    await expect(page.getByRole('button', { name: hostMessages(lng).nav.menu })).toBeVisible();
    await expectSiteNameShown(page, `a member in ${lng}`);
  });
}
