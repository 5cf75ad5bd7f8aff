import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { common, en, logIn, member, openNewestMail } from './helpers';

const messages = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../remotes/credits/src/locales/${lng}.json`), 'utf8'));
const c = messages('en');
/** An English text with plural forms (`key_one`, `key_other`) for a count. */
const plural = (group: Record<string, string>, key: string, count: number) =>
  group[`${key}_${count === 1 ? 'one' : 'other'}`]!.replace('{{count}}', String(count));
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The balance on the credits page ('Your balance' over '25 credits'). */
const pageBalance = (page: Page, credits: number) =>
  page.getByRole('group', { name: c.balance.label }).getByText(plural(c, 'credits', credits), { exact: true });

/** The shell's balance: a link to /credits named with the full balance ('25 credits'). */
const balanceLink = (page: Page, credits: number) =>
  page.getByRole('banner').getByRole('link', { name: plural(en.nav, 'credits', credits), exact: true });

/** Checkout of one package: a method, the withdrawal consent, then the provider's page. */
async function checkOut(page: Page, method: string) {
  await page.getByRole('radio', { name: new RegExp(c.methods[method].name) }).check();
  await page.getByRole('checkbox', { name: c.consent.label }).check();
  await page.getByRole('button', { name: new RegExp(`^${fill(c.checkout.pay, { price: '' })}`) }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
}

// The sandbox provider's page (server/src/payments/sandbox) in the order's language, English here.
const sandboxOutcome = (page: Page, name: RegExp) => page.getByRole('button', { name }).click();

test.describe.configure({ mode: 'serial' });

// the balance changes in every tab, the receipt is mailed, and the way back leads to where the purchase started
test('a member buys a package with the welcome discount through iDEAL', async ({ browser }) => {
  const context = await browser.newContext();
  const buyer = member(8);
  const page = await context.newPage();
  await logIn(page, buyer);
  // a second tab left on the credits page follows the purchase without a reload
  const otherTab = await context.newPage();
  await otherTab.goto('/credits');
  await expect(pageBalance(otherTab, 0)).toBeVisible();

  // sent from a conversation (the chat's notice of too few credits links so)
  const conversation = '/members/3/chat';
  await page.goto(`/credits?return=${encodeURIComponent(conversation)}`);
  await page.getByLabel(c.country.label).selectOption('NL');
  await expect(page.getByText(/Welcome offer: 20%/)).toBeVisible();
  await page.getByRole('link', { name: plural(c.packages, 'buyLabel', 25) }).click();
  // the welcome code's 20 % off the list price the server computed: EUR 29.99 becomes EUR 23.99
  await expect(page.getByText('€29.99').first()).toBeVisible();
  await checkOut(page, 'ideal');
  await expect(page.getByRole('heading', { name: 'Pay €23.99' })).toBeVisible();
  await page.getByLabel('Your bank').selectOption({ index: 1 });
  await sandboxOutcome(page, /^Pay €23\.99$/);

  await expect(page).toHaveURL(/\/transactions\/[\w-]{32}\?return=%2Fmembers%2F3%2Fchat$/);
  await expect(page.getByRole('heading', { name: c.transaction.paid.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: c.transaction.backToConversation })).toHaveAttribute(
    'href',
    conversation,
  );
  // the regular price, the discount and what was paid
  await expect(page.getByText(c.summary.listPrice)).toBeVisible();
  await expect(page.getByText('€29.99')).toBeVisible();
  await expect(page.getByText(c.summary.discount.welcome)).toBeVisible();
  await expect(page.getByText(c.transaction.amountPaid)).toBeVisible();
  await expect(balanceLink(page, 25)).toBeVisible();
  await expect(pageBalance(otherTab, 25)).toBeVisible({ timeout: 15_000 });
  await expect(balanceLink(otherTab, 25)).toBeVisible();

  const mail = await openNewestMail(page, buyer.email);
  await expect(mail.getByText('€23.99').first()).toBeVisible();
  await expect(mail.getByText(/25 credits/).first()).toBeVisible();
  await context.close();
});

// the welcome code was used by the first order, which brought the time bonus (20 % for 48 hours, server settings
// TIME_BONUS_DISCOUNT and TIME_BONUS_HOURS): /credits shows its countdown, and the repeat is priced with it
test('repeating the last order buys the same package with the same method again', async ({ page }) => {
  await logIn(page, member(8));
  await page.goto('/credits');
  await expect(page.getByText(fill(c.discount.kind.time_bonus, { percent: '20%' }))).toBeVisible();
  await expect(page.getByText(new RegExp(`^${c.discount.endsIn} 1 day 23:\\d\\d:\\d\\d$`))).toBeVisible();
  await page.goto('/credits/repeat-order');
  await expect(page.getByText(fill(c.repeat.method, { method: c.methods.ideal.name }))).toBeVisible();
  await page.getByRole('checkbox', { name: c.consent.label }).check();
  await page.getByRole('button', { name: fill(c.checkout.pay, { price: '€23.99' }) }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await sandboxOutcome(page, /^Pay €23\.99$/);
  await expect(page.getByRole('heading', { name: c.transaction.paid.title })).toBeVisible({ timeout: 20_000 });
  await expect(balanceLink(page, 50)).toBeVisible();
});

// the welcome code was used by the first test's order: naming it again is refused, the page stays at full price
test('a code already used is refused beside the field, and the prices stay as they were', async ({ page }) => {
  await logIn(page, member(8));
  await page.goto('/credits?code=WELCOME');
  await page.getByLabel(c.country.label).selectOption('NL');
  await expect(page.getByText(common.errors.discount_used)).toBeVisible();
  await expect(page.getByLabel(c.code.label)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: plural(c.packages, 'buyLabel', 25) })).toHaveAttribute(
    'href',
    '/credits/2',
  );
  await expect(page.getByText('€29.99').first()).toBeVisible();
});

// a link in a mail: the code in the URL prices the page and goes with the package to the checkout
test('a member follows a link with a discount code and is priced with it up to the checkout', async ({ page }) => {
  await logIn(page, member(12));
  await page.goto('/credits?code=welcome');
  await page.getByLabel(c.country.label).selectOption('NL');
  await expect(page.getByText(fill(c.code.applied, { code: 'WELCOME' }))).toBeVisible();
  await page.getByRole('link', { name: plural(c.packages, 'buyLabel', 25) }).click();
  await expect(page).toHaveURL(/\/credits\/2\?code=WELCOME$/);
  await expect(page.getByRole('button', { name: fill(c.checkout.pay, { price: '€23.99' }) })).toBeVisible();
  await page.getByRole('button', { name: c.code.remove }).click();
  await expect(page).toHaveURL(/\/credits\/2$/);
});

test('a failed payment says so and adds nothing', async ({ page }) => {
  await logIn(page, member(9));
  await page.goto('/credits');
  await page.getByLabel(c.country.label).selectOption('DE');
  await page.getByRole('link', { name: plural(c.packages, 'buyLabel', 10) }).click();
  await checkOut(page, 'card');
  await sandboxOutcome(page, /Payment fails/);
  await expect(page.getByRole('heading', { name: c.transaction.failed.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: c.transaction.tryAgain })).toBeVisible();
  await expect(balanceLink(page, 0)).toBeVisible();
  await page.goto('/credits');
  await expect(pageBalance(page, 0)).toBeVisible();
});

test('a visitor from Poland sees the prices in złoty, in Polish, with BLIK and Przelewy24', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  const pl = messages('pl');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: pl.pricing.title })).toBeVisible();
  await expect(page.getByLabel(pl.country.label)).toHaveValue('PL');
  await expect(page.getByText(/\d+,\d{2}\s?zł/).first()).toBeVisible();
  await expect(page.getByText(/€/)).toHaveCount(0);
  await expect(page.getByText(pl.methods.blik.name, { exact: true })).toBeVisible();
  await expect(page.getByText(pl.methods.przelewy24.name, { exact: true })).toBeVisible();
  await context.close();
});
