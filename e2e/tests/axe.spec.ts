import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routes, type RouteDef } from '@dating/routes/src/table';
import { DEMO, logIn } from './helpers';
import { openRendered, sampleMemberId, samplePath, settle, watchCsp } from './route-pages';

/**
 * Accessibility: axe-core finds no serious or critical violation of WCAG 2.0/2.1 A and AA (colour contrast
 * included) on any route of the route table, in the light and the dark theme (prefers-color-scheme), on a phone
 * and on a desktop. Members' routes are checked logged in (as the demo member, whose badges and lists have
 * something in them), visitors' routes logged out, routes anyone may open both ways, and a path that matches
 * no route (the 404 page) both ways. Nothing is excluded from the analysis. On the same walk every page is
 * watched for Content-Security-Policy violations (watchCsp): the site works under its policy on every route.
 *
 * Each theme once on each screen size: the light theme on a desktop, the dark one on a phone (where the tab bar
 * is), each logged in and out. The colours come from the same tokens at every width, so the other two pairings
 * would check the same pairs of colours again (the screenshot comparisons of look.spec.ts still show all four).
 * One context and one page per combination: four tests, spread over the workers. A failure lists, per path, each
 * violation's rule, impact and help with the first few elements it concerns.
 */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const COMBINATIONS = [
  { theme: 'light', device: 'desktop' },
  { theme: 'dark', device: 'phone' },
] as const;
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** A walk's limit per page it opens (catches a hang, measures nothing). */
const PAGE_LIMIT_MS = 15_000;
/** Target selectors listed per violation: enough to find the place, short enough to read. */
const TARGETS_SHOWN = 3;

/** Members' routes and developer pages logged in; visitors' routes logged out; 'optional' routes both ways. */
function routesToCheck(loggedIn: boolean): RouteDef[] {
  return routes.filter(
    (r) => r.access === 'optional' || (loggedIn ? r.access !== 'no-login' : r.access === 'no-login'),
  );
}

/** Every landing kind's own design (one campaign each): the route table's sample shows only the first kind. */
function landerOfEachKind(): string[] {
  const campaigns = join(__dirname, '../../remotes/landers/content/campaigns');
  return readdirSync(campaigns)
    .sort()
    .map(
      (kind) =>
        `/landers/${kind}/${readdirSync(join(campaigns, kind))
          .sort()[0]!
          .replace(/\.json$/, '')}`,
    );
}

/** One line per serious or critical violation on the page as it is now. */
async function blockingViolations(page: Page, path: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page (axe reaches same-origin frames itself); the default opens a new page
  // for every analysis to merge the frames' results, which doubles the time of the whole suite.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).setLegacyMode(true).analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' >>> '));
      const shown = targets.slice(0, TARGETS_SHOWN).join(' | ');
      const more = targets.length > TARGETS_SHOWN ? ` (+${targets.length - TARGETS_SHOWN} more)` : '';
      return `${path}: ${v.id} [${v.impact}] ${v.help} at ${shown}${more} (${v.helpUrl})`;
    });
}

// The four combinations are independent: the workers share them.
test.describe.configure({ mode: 'parallel' });

for (const { theme, device } of COMBINATIONS) {
  const viewport = VIEWPORTS[device];
  for (const loggedIn of [false, true]) {
    const who = loggedIn ? 'logged in' : 'logged out';
    test(`no serious or critical axe violations: ${theme} theme, ${device}, ${who}`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: theme, viewport });
      try {
        const { page, problems } = await watchCsp(context);
        if (loggedIn) await logIn(page, DEMO);
        // Logged out, /members/:id is a page anyone may open; any real member id does.
        const memberId = loggedIn ? await sampleMemberId(page) : '1';
        const paths = [
          ...routesToCheck(loggedIn).map((r) => samplePath(r.path, memberId)),
          // every kind's design logged out in the light theme; their dark parts are pinned (data-theme)
          ...(loggedIn || theme === 'dark' ? [] : landerOfEachKind()),
          '/no-such-page',
        ];
        // a walk of some forty pages: each gets the time a single test gets for one page's states
        test.setTimeout(paths.length * PAGE_LIMIT_MS);
        const found: string[] = [];
        for (const [i, path] of paths.entries()) {
          // A member's chats and likes are first asked for a second after the page loaded (host usePolling): the
          // first page waits for them, so the navigation's badges are checked at least once.
          const badges = loggedIn && i === 0 ? firstPoll(page) : undefined;
          await openRendered(page, path);
          await badges;
          await settle(page);
          found.push(...(await blockingViolations(page, path)));
        }
        expect(await page.evaluate((t) => matchMedia(`(prefers-color-scheme: ${t})`).matches, theme)).toBe(true);
        expect(found, `axe: serious or critical violations (${theme}, ${device}, ${who})`).toEqual([]);
        expect(problems, `CSP problems (${theme}, ${device}, ${who})`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

/** The answers to the first poll of chats and likes that starts from now on (not one of the page before). */
function firstPoll(page: Page): Promise<unknown> {
  const since = Date.now();
  const answer = (name: string) =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/${name}.php` && r.request().timing().startTime >= since,
      { timeout: 15_000 },
    );
  return Promise.all([answer('chats'), answer('likes')]);
}

test('the check itself finds text too faint to read (so a clean run means something)', async ({ page }) => {
  await openRendered(page, '/login');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Hardly readable';
    faint.style.cssText = 'color: #999; background: #aaa';
    document.querySelector('main')!.append(faint);
  });
  const found = await blockingViolations(page, '/login');
  expect(found.some((line) => line.startsWith('/login: color-contrast [serious]'))).toBe(true);
});
