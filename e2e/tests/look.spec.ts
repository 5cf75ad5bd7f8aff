import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, member } from './helpers';
import { openRendered, settle } from './route-pages';

/**
 * The look of the site, compared with approved screenshots (e2e/README.md says how to approve a change): the
 * visitors' pages and a member's pages, on a phone and on a desktop, in the light and the dark theme. Images live
 * in __screenshots__/look.spec.ts/ (snapshotPathTemplate in playwright.config.ts) and are taken in Debian's
 * Chromium, as CI takes them.
 *
 * What makes the images repeatable: the seed is fixed (--seed's default), and the member is member7, whom no other
 * test changes; the member's search is saved by this test to one that finds only seeded members, more than a page
 * of them, so the first page holds the same twelve every time; the member likes the first three found, so the
 * likes page has a list; the member shown is the first one found. Fonts and lazy images are loaded, animations are
 * finished and the caret hidden (playwright.config.ts), the pointer never enters the pages, and what changes by
 * itself is masked: any <time>, and the member's own age (fixed birth date, so it grows every year).
 */

/** Seeded with --extra-logins 7 (serve-for-tests.sh); no other test logs in as this member. */
const LOOK_MEMBER = member(7);
/**
 * Men aged 56 to 65 in any country: 15 seeded members. Nobody another test creates is that old (the extra logins
 * were born in the 1980s; signups pick 1990 or a random date of birth under 50), and new members get higher ids,
 * so they would come after the first page anyway.
 */
const SAVED_SEARCH = { gender: 'male', min_age: '56', max_age: '65' };
const LIKED = 3;

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

test.use({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });

/** The csrf cookie, which state-changing calls repeat in X-CSRF-Token (and which makes a search count as ours). */
async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value;
  expect(csrf, 'the csrf cookie').toBeTruthy();
  return { 'X-CSRF-Token': csrf!, 'X-Package-Name': '@dating/e2e' };
}

/**
 * Puts the member's data in the state the images show: the saved search and the likes. Every step is
 * idempotent (saving the same search, liking a member liked already), so tests running side by side agree.
 * Answers the id of the member whose page is shown.
 */
async function prepareLookMember(page: Page): Promise<number> {
  const headers = await csrfHeader(page);
  const search = await page.request.get(`/api/search.php?${new URLSearchParams(SAVED_SEARCH)}`, { headers });
  expect(search.ok(), await search.text()).toBe(true);
  const { profiles } = (await search.json()) as { profiles: { id: number }[] };
  expect(profiles.length, 'members the saved search finds').toBeGreaterThan(LIKED);
  for (const { id } of profiles.slice(0, LIKED)) {
    const like = await page.request.post('/api/likes.php', { data: { profile: id }, headers });
    expect(like.ok(), await like.text()).toBe(true);
  }
  return profiles[0]!.id;
}

/** The page as it will look: rendered, its data in, fonts and every image (lazy ones too) loaded and decoded. */
async function openForLook(page: Page, path: string): Promise<void> {
  await openRendered(page, path);
  // A longer quiet spell than the default: a frame caught between two requests of a chain would be approved.
  await settle(page, 500);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    // A broken image stays broken in every run: it is not waited for.
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await settle(page);
}

/**
 * Compares the whole page with its approved image. The viewport is stretched to the page's length first, so that
 * bars fixed to the bottom of the screen (the phone's tab bar) sit at the end of the page as when scrolled there,
 * rather than over its middle, where a full-page capture of the first screen would leave them.
 */
async function expectLook(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  const viewport = page.viewportSize()!;
  const length = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, length) });
  try {
    await settle(page);
    // The limit only ends a page that never holds still; a passing comparison ends as soon as two captures agree.
    // 20 s was passed by one capture alone on a two-core machine that ran the whole suite twice as slowly as usual.
    await expect
      .soft(page)
      .toHaveScreenshot(`${name}.png`, { fullPage: true, mask: [page.locator('time'), ...mask], timeout: 60_000 });
  } finally {
    await page.setViewportSize(viewport);
  }
}

// The eight combinations are independent: the workers share them.
test.describe.configure({ mode: 'parallel' });

for (const theme of THEMES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const suffix = `${device}-${theme}`;

    test(`visitor pages look as approved: ${theme} theme, ${device}`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: theme, viewport });
      try {
        const page = await context.newPage();
        for (const name of ['login', 'signup', 'pricing', 'match-finder']) {
          await openForLook(page, `/${name}`);
          await expectLook(page, `${name}-${suffix}`);
        }
        // a static page with every kind of block (text, lists, the table of cookies) and the company box
        await openForLook(page, '/pages/cookies');
        await expectLook(page, `pages-cookies-${suffix}`);
      } finally {
        await context.close();
      }
    });

    test(`member pages look as approved: ${theme} theme, ${device}`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: theme, viewport });
      try {
        // Logging in clicks, and the pointer would stay there hovering whatever the next pages put at that spot: the
        // pages are taken in a page of their own, which the pointer never entered.
        const login = await context.newPage();
        await logIn(login, LOOK_MEMBER);
        const shownId = await prepareLookMember(login);
        await login.close();
        const page = await context.newPage();
        const me = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { age: number } } };

        await openForLook(page, '/members');
        await expectLook(page, `members-${suffix}`);
        await openForLook(page, `/members/${shownId}`);
        await expectLook(page, `member-${suffix}`);
        await openForLook(page, '/likes');
        await expectLook(page, `likes-${suffix}`);
        // member7 has bought nothing: no balance, no history, the welcome offer
        await openForLook(page, '/credits');
        await expectLook(page, `credits-${suffix}`);
        await openForLook(page, '/profile');
        await expectLook(page, `profile-${suffix}`, [page.getByText(new RegExp(`\\b${me.user.profile.age}\\b`))]);
      } finally {
        await context.close();
      }
    });
  }
}
