import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, signupMessages, uniqueEmail } from './helpers';

/**
 * Safety (docs/product.md §2, §7): a member blocks another from the profile page, who then vanishes from search;
 * a member reports a photo, ops hide it on /_ops, and the photo is gone from the member's profile page.
 * Each test signs up its own member: a block changes what that member sees, and no other test may share it.
 */
const locale = (path: string) => JSON.parse(readFileSync(join(__dirname, '../..', path), 'utf8'));
const search = locale('remotes/search/src/locales/en.json');
const ui = locale('shared/ui/src/locales/en.json');
const profileTexts = locale('remotes/profile/src/locales/en.json');
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
const OPS_TOKEN = process.env.OPS_TOKEN ?? 'e2e-ops-token';

interface Found {
  id: number;
  name: string;
  gender: string;
  country: string;
  age: number | null;
  images: { id: number; filename: string }[];
}

/**
 * A member the search shows this member (the first with photos and an age on a result page far from the first,
 * so the screenshots and other tests of the first page never meet a member changed here).
 */
async function someoneInSearch(request: APIRequestContext, page: number): Promise<Found> {
  const answer = await (await request.get(`/api/search.php?pp=60&page=${page}&do_not_save=1`)).json();
  const found = (answer.profiles as Found[]).find((p) => p.images.length > 0 && p.age !== null && p.gender !== '');
  expect(found).toBeDefined();
  return found!;
}

/** Every id a search narrowed to exactly this member's gender, country and age finds, page by page. */
async function idsFoundByFilters(request: APIRequestContext, m: Found): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const filters = `gender=${m.gender}&country=${m.country}&min_age=${m.age}&max_age=${m.age}`;
    const q = `${filters}&pp=60&page=${page}&do_not_save=1`;
    const answer = await (await request.get(`/api/search.php?${q}`)).json();
    ids.push(...answer.profiles.map((p: { id: number }) => p.id));
    if (page * 60 >= answer.paging.num_results) break;
  }
  return ids;
}

test('a member blocks another from the profile page, who then vanishes from search', async ({ page }) => {
  await createAccount(page, signupMessages('en'), uniqueEmail('blocker'), 'Blocker');
  const target = await someoneInSearch(page.request, 3);
  // the filters that show the target today
  expect(await idsFoundByFilters(page.request, target)).toContain(target.id);

  await page.goto(`/members/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(target.name) })).toBeVisible();
  await page.getByRole('button', { name: fill(search.safety.block, { name: target.name }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(ui.block.title, { name: target.name }) });
  await expect(dialog).toContainText(fill(ui.block.text, { name: target.name }));
  await dialog.getByRole('button', { name: ui.block.confirm, exact: true }).click();

  // back on the search, and the member is gone from it by the very same filters
  await expect(page).toHaveURL(/\/members$/);
  expect(await idsFoundByFilters(page.request, target)).not.toContain(target.id);
  // the profile itself answers like an unknown member
  await page.goto(`/members/${target.id}`);
  await expect(page.getByRole('alert')).toContainText(search.member.not_found);
});

test('a member reports a photo, ops hide it, and it is gone from the profile page', async ({ page, browser }) => {
  await createAccount(page, signupMessages('en'), uniqueEmail('reporter'), 'Reporter');
  const target = await someoneInSearch(page.request, 4);
  const photo = target.images[0]!;
  const texts = profileTexts.safety.complaint;

  await page.goto(`/members/${target.id}`);
  await expect(page.locator(`img[src$="${photo.filename}"]`).first()).toBeAttached();
  await page.getByRole('link', { name: fill(search.safety.report, { name: target.name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/complaints\\?member=${target.id}$`));
  await expect(page.getByText(fill(texts.about, { name: target.name }))).toBeVisible();
  await page.getByLabel(texts.kind).selectOption({ label: texts.kinds.photo });
  await page.getByRole('radio', { name: fill(texts.photo_n, { n: 1 }) }).check();
  await page.getByLabel(texts.reason).selectOption({ label: texts.reasons.nudity });
  await page.getByLabel(texts.text).fill('This photo should not be here.');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('heading', { name: texts.thanks_title })).toBeVisible();

  // ops, in a browser of their own, log in at /_ops and hide the photo of the newest report about this member
  const ops = await (await browser.newContext()).newPage();
  await ops.goto('/_ops');
  await ops.getByLabel('Ops token').fill(OPS_TOKEN);
  await ops.getByRole('button', { name: 'Log in' }).click();
  const row = ops
    .getByRole('row')
    .filter({ hasText: `${target.name} (${target.id})` })
    .first();
  await expect(row.getByRole('img', { name: `Reported photo ${photo.id}` })).toBeVisible();
  await row.getByRole('button', { name: 'Hide photo' }).click();
  await expect(ops.getByRole('status')).toContainText('the photo is hidden');

  // the photo is gone from the member's profile page
  await page.goto(`/members/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(target.name) })).toBeVisible();
  await expect(page.locator(`img[src$="${photo.filename}"]`)).toHaveCount(0);
});
