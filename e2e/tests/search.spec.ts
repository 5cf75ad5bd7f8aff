import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badgeCount, DEMO, logIn, member, serverBadge } from './helpers';

const read = (remote: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../remotes/${remote}/src/locales/en.json`), 'utf8'));
const s = read('search');
/** The like button is @dating/ui's LikeToggle: its names come from the ui namespace. */
const uiMessages = JSON.parse(readFileSync(require.resolve('@dating/ui/locales/en.json'), 'utf8'));
const l = read('likes');

async function filterWomen2635InNL(page: Page) {
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
  await page.getByLabel(s.filters.gender, { exact: true }).selectOption('female');
  await page.getByLabel(s.filters.country, { exact: true }).selectOption('NL');
  await page.getByLabel(s.filters.age, { exact: true }).selectOption('26-35');
  await expect(
    page.locator('.search-page > section').first().locator('.search-card[data-profile-id]').first(),
  ).toBeVisible();
}

test('a member filters women 26-35 in the Netherlands, sees only such members and pages through them', async ({
  page,
}) => {
  await logIn(page, member(4));
  await filterWomen2635InNL(page);
  const results = page.getByRole('region', { name: s.results.heading });
  const seen = new Set<string>();
  const pages = page.getByRole('navigation', { name: s.paging.label });
  const pageCount = (await pages.count()) ? await pages.locator('ol li').count() : 1;
  for (let p = 1; p <= Math.min(pageCount, 3); p++) {
    if (p > 1) {
      await pages.getByRole('button', { name: `Page ${p}`, exact: true }).click();
      await expect(pages.getByRole('button', { name: `Page ${p}`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    const cards = results.locator('.search-card[data-profile-id]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);
    for (const card of await cards.all()) {
      const id = (await card.getAttribute('data-profile-id'))!;
      expect(seen.has(id), `profile ${id} on two pages`).toBe(false);
      seen.add(id);
      const age = Number((await card.locator('.search-card-meta span').first().textContent())!.match(/\d+/)![0]);
      expect(age).toBeGreaterThanOrEqual(26);
      expect(age).toBeLessThanOrEqual(35);
      await expect(card.locator('.search-card-meta')).toContainText('Netherlands');
    }
  }
  // the results are women: check one member's gender through the API the page uses
  const firstId = [...seen][0];
  const answer = await page.request.get(`/api/profile.php?id=${firstId}`);
  expect((await answer.json()).profile.gender).toBe('female');
});

test("a member's /members asks for its first results while the search remote still loads, and only once", async ({
  page,
}) => {
  await logIn(page, member(5));
  const firstSearches: string[] = [];
  let searchAsked!: () => void;
  const asked = new Promise<boolean>((resolve) => (searchAsked = () => resolve(true)));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/search.php' || !url.searchParams.has('auto_load')) return;
    // /members' own searches: not the one /home (where the login led) may still send after the login helper returned
    if (new URL(request.frame().url()).pathname !== '/members') return;
    firstSearches.push(url.search);
    searchAsked();
  });
  // The search remote's files are held until the first search is asked for: the shell asks as soon as it knows the
  // member. Without that, only the remote asks, so the files are let go after a while and the check below fails.
  let askedWhileHeld = false;
  await page.route('**/remotes/search/**', async (route) => {
    const giveUp = new Promise<boolean>((resolve) => setTimeout(resolve, 20_000, false));
    askedWhileHeld = (await Promise.race([asked, giveUp])) || askedWhileHeld;
    await route.continue();
  });
  await page.goto('/members');
  await expect(page.locator('.search-card[data-profile-id]').first()).toBeVisible();
  expect(askedWhileHeld).toBe(true);
  // the page's own query took the shell's answer rather than asking again
  expect(firstSearches).toEqual([`?auto_load=1&page=1&pp=12`]);
});

test('liking from a card updates the card and the likes list at once', async ({ page }) => {
  await logIn(page, member(4));
  await filterWomen2635InNL(page);
  const card = page.getByRole('region', { name: s.results.heading }).locator('.search-card[data-profile-id]').first();
  const name = (await card.locator('.search-card-name').textContent())!.trim();
  const like = card.getByRole('button', {
    name: new RegExp(
      `^(${uiMessages.like.like_label}|${uiMessages.like.unlike_label})$`.replace(/\{\{name\}\}/g, name),
    ),
  });
  if ((await like.getAttribute('aria-pressed')) === 'true') {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  }
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/likes/given');
  await expect(
    page.getByRole('region', { name: new RegExp(l.given.title) }).getByRole('link', { name, exact: true }),
  ).toBeVisible();
});

test("another member's like appears as new, counts in the badge, and clears when opened", async ({ browser }) => {
  const mine = await browser.newPage();
  await logIn(mine, member(4));
  const me = (await (await mine.request.get('/api/user.php')).json()).user.profile;

  const other = await browser.newPage();
  await logIn(other, DEMO);
  await other.goto(`/members/${me.id}`);
  const likeMe = other.getByRole('button', { name: uiMessages.like.like_label.replace('{{name}}', me.name) });
  const unlikeMe = other.getByRole('button', { name: uiMessages.like.unlike_label.replace('{{name}}', me.name) });
  await expect(likeMe.or(unlikeMe)).toBeVisible();
  if (await unlikeMe.isVisible()) {
    await unlikeMe.click();
    await expect(likeMe).toBeVisible();
  }
  await likeMe.click();
  await expect(unlikeMe).toBeVisible();

  await mine.goto('/likes/received');
  const received = mine.getByRole('region', { name: new RegExp(l.received.title) });
  const item = received.locator('li', { has: mine.getByRole('link', { name: DEMO.name, exact: true }) }).first();
  await expect(item.getByText(l.new, { exact: true })).toBeVisible();
  // the badge counts what the server has, the new like included (it may show an older count for a moment)
  const before = await serverBadge(mine);
  expect(before).toBeGreaterThanOrEqual(1);
  await expect.poll(() => badgeCount(mine)).toBe(before);

  await item.getByRole('link', { name: DEMO.name, exact: true }).click();
  await expect(mine.getByRole('heading', { level: 1, name: new RegExp(DEMO.name) })).toBeVisible();
  // the likes are fetched again once the profile has loaded; the other worker's all-routes sweep (csp.spec) can keep
  // the one embedded database busy for a few seconds
  await expect.poll(() => badgeCount(mine), { timeout: 15_000 }).toBeLessThan(before);
  await mine.goto('/likes/received');
  await expect(
    received
      .locator('li', { has: mine.getByRole('link', { name: DEMO.name, exact: true }) })
      .first()
      .getByText(l.new, { exact: true }),
  ).toHaveCount(0);
});
