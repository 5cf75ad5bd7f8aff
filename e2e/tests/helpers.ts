import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unreadTotal, type ChatListItem } from '@dating/contract/src/entities/chat';
import { countNewLikes, type Likes } from '@dating/contract/src/entities/likes';

export const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'Sam' };
/** Seeded with --extra-logins: member1@example.com ... each test that changes a profile uses its own. */
export const member = (n: number) => ({ email: `member${n}@example.com`, password: 'demo1234' });

export { LANGUAGES } from '@dating/config/src/languages';

/** The host's messages, read from its source so a test checks the real translation, not a copy. */
export function hostMessages(lng: string): Record<string, any> {
  return JSON.parse(readFileSync(join(__dirname, '../../host/src/locales', `${lng}.json`), 'utf8'));
}
export const en = hostMessages('en');

/** The shared words (buttons, validation) every part uses, from @dating/i18n's message files. */
export function commonMessages(lng: string): Record<string, any> {
  return JSON.parse(readFileSync(require.resolve(`@dating/i18n/src/locales/${lng}/common.json`), 'utf8'));
}
export const common = commonMessages('en');

export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  // the server's form and the app's (hidden) are both there until the app takes over
  await appTookOver(page);
  await page.getByLabel(en.login.email).fill(who.email);
  await page.getByLabel(en.login.password).fill(who.password);
  const answer = page.waitForResponse((r) => r.url().includes('/api/login.php') && r.request().method() === 'POST');
  await page.getByRole('button', { name: common.button.log_in, exact: true }).click();
  // a refusal fails here with the server's answer, not later as a missing element
  const res = await answer;
  expect(res.status(), `login.php for ${who.email}: ${await res.text()}`).toBe(200);
  // argon2id on a 2-core machine while the other worker publishes a remote build can take several seconds
  await expect(page.locator('.logged-in')).toBeVisible({ timeout: 20_000 });
}

/**
 * For a file about the service worker or what passes through it (offline, push, the install prompt, the remotes and
 * pointers it caches): the behaviour project runs without the worker (playwright.config.ts says why).
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** Where the site's service worker is: from 'no registration yet' to 'controls the page'. */
function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration yet';
    const { installing, waiting, active } = registration;
    if (!active) return `no active worker (installing: ${installing?.state}, waiting: ${waiting?.state})`;
    if (active.state !== 'activated') return `the active worker is ${active.state}`;
    return navigator.serviceWorker.controller ? 'controls the page' : 'activated, but the page has no controller';
  });
}

/** Installing precaches the whole shell, which takes tens of seconds on a busy two-core machine. */
const INSTALL_LIMIT_MS = 90_000;

/**
 * Waits until /sw.js is activated and controls the page (clientsClaim takes the first page over). Asked as a state,
 * again and again, rather than awaiting `serviceWorker.ready`, which never settles when an install fails: then this
 * fails within the minute and names the state it saw (not registered, installing, redundant) instead of hanging.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => serviceWorkerState(page), { message: 'the service worker', timeout: INSTALL_LIMIT_MS })
    .toBe('controls the page');
}

/**
 * Waits until /sw.js is activated, controlling the page or not. Before a test navigates on from the page that
 * registered the worker: a load that begins while the worker activates can stay without a controller for good,
 * because clients.claim() passes over a document that is not yet running (the Service Workers spec claims only
 * execution-ready clients); a load that begins after activation is always controlled.
 */
export async function waitForActivatedServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => serviceWorkerState(page), { message: 'the service worker', timeout: INSTALL_LIMIT_MS })
    .toMatch(/^(controls the page|activated, but the page has no controller)$/);
}

/** The signup remote's messages, read from its source. */
export const signupMessages = (lng: string): Record<string, any> =>
  JSON.parse(readFileSync(join(__dirname, '../../remotes/signup/src/locales', `${lng}.json`), 'utf8'));

/** The static pages (/pages/<doc>), from the route table's list, and each one's title, read from its legal text. */
export { STATIC_PAGES } from '@dating/config/src/constants';
export const legalTitle = (lng: string, doc: string): string =>
  (
    JSON.parse(readFileSync(require.resolve(`@dating/legal/texts/${lng}/${doc}.json`), 'utf8')) as {
      title: string;
    }
  ).title;

/**
 * A page the server drew has given way to the app's own (docs/architecture.md, Server HTML). Until then the page holds
 * both, the app's hidden: a test that measures or counts elements by class waits for this first.
 */
export const appTookOver = (page: Page) => expect(page.locator('#server-page')).toHaveCount(0);

/** What the server drew of a public page, before the app's hidden root (docs/architecture.md, Server HTML). */
export const drawnPageOf = (html: string): string | undefined =>
  /<div id="server-page">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
/** The text of a piece of HTML as a reader sees it: tags and comments gone, entities decoded, spaces collapsed. */
export const htmlText = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Step 0 in the page's language, then the push question, declined: a browser that was never asked
 * (permission 'default') is always shown it, one that denied notifications never (docs/product.md §4). A
 * context given `permissions` has every other permission denied. Ends on the photo step.
 */
export async function createAccount(page: Page, m: Record<string, any>, email: string, name = 'Eline') {
  await page.goto('/signup');
  // the server's form and the app's (hidden) are both there until the app takes over
  await appTookOver(page);
  await page.getByLabel(m.fields.email).fill(email);
  await page.getByLabel(m.fields.name).fill(name);
  await page.getByLabel(m.fields.password).fill('geheim1234');
  const create = page.getByRole('button', { name: m.form.create });
  await expect(create).toBeEnabled();
  await create.click();
  if ((await page.evaluate(() => Notification.permission)) === 'default') {
    await expect(page.getByRole('heading', { name: m.push.title })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: m.push.decline }).click();
  }
  await expect(page.getByRole('heading', { name: m.photo.title })).toBeVisible({ timeout: 15_000 });
}

/**
 * Waits until the outbox holds `count` mails to `email`: mails that a job sends arrive when the job has run, which
 * the outbox list (/_dev/mail) shows. Asked over HTTP, without a page to render each time.
 */
export async function waitForMails(page: Page, email: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get('/_dev/mail')).text()).split(`<td>${email}</td>`).length - 1, {
      message: `${count} mails to ${email} in the outbox`,
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(count);
}

/** Opens the newest mail to `email` in the local outbox (/_dev/mail) and answers the frame showing it. */
export async function openNewestMail(page: Page, email: string) {
  await page.goto('/_dev/mail');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .first()
    .getByRole('link')
    .click();
  return page.frameLocator('iframe[title="Mail content"]');
}

/**
 * Gives the logged-in member credits the way a member gets them: an order of the 10-credit package, paid on the
 * sandbox provider's page; answers once the paid webhook has reached the site (the transaction page says so).
 */
export async function buyCredits(page: Page): Promise<void> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value;
  expect(csrf, 'the csrf cookie').toBeTruthy();
  const order = await page.request.post('/api/order.php', {
    data: { package: 1, method: 'card', country: 'DE', consent: true, discount: null },
    headers: { 'X-CSRF-Token': csrf!, 'X-Package-Name': '@dating/e2e' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { redirect_url } = (await order.json()) as { redirect_url: string };
  await page.goto(redirect_url);
  await page.getByRole('button', { name: /^Pay / }).click();
  const paid = JSON.parse(readFileSync(join(__dirname, '../../remotes/credits/src/locales/en.json'), 'utf8'))
    .transaction.paid.title as string;
  await expect(page.getByRole('heading', { name: paid })).toBeVisible({ timeout: 20_000 });
}

/** What the badge must show by the server: unread messages plus new likes, counted as the site counts them. */
export async function serverBadge(page: Page): Promise<number> {
  const { chats } = (await (await page.request.get('/api/chats.php')).json()) as { chats: ChatListItem[] };
  const likes = (await (await page.request.get('/api/likes.php')).json()) as Likes;
  return unreadTotal(chats) + countNewLikes(likes);
}

/**
 * The shell's combined badge (unread messages plus new likes) in the header; 0 when it is not shown. Read in one
 * look: counting the badges and then reading the first one's text waited, without end, for a badge that went away
 * in between (a count going to 0), and the poll around it ran out of time on the number it had read before.
 */
export async function badgeCount(page: Page): Promise<number> {
  const [text] = await page.locator('.nav-badge').allTextContents();
  return Number(text?.trim() || 0);
}
