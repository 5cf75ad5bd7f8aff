import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { appTookOver } from './helpers';
import { LANDING_KINDS } from '@dating/routes/src/table';
import { LIKE_TYPES } from '@dating/routes/src/validate';
import { EVENT_STREAM_PATH } from '@dating/contract/src/entities/chat';

/** A route's path with sample parameters; optional parameters left out. */
export function samplePath(path: string, memberId: string): string {
  const samples: Record<string, string> = {
    chatId: '1',
    type: LIKE_TYPES[0],
    memberId,
    // a campaign of the first landing kind, so the design itself is what is checked (any slug for member landings)
    slug: 'summer',
    creditId: '1',
    // an unguessable token's shape (contract TransactionToken) that names no order
    transactionId: 'T'.repeat(32),
    kind: LANDING_KINDS[0],
  };
  return path.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in samples)) throw new Error(`no sample value for :${name} in ${path}`);
    return samples[name]!;
  });
}

/** The first member the logged-in member's search finds: a real member id for routes that show one. */
export async function sampleMemberId(page: Page): Promise<string> {
  const res = await page.request.get('/api/search.php');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { profiles?: { id: number }[] };
  const id = body.profiles?.[0]?.id;
  expect(id, 'a seeded member to show').toBeTruthy();
  return String(id);
}

/** Requests of a page still under way, and when the last one started or ended. */
interface Traffic {
  pending: Set<Request>;
  lastChange: number;
}
const traffic = new WeakMap<Page, Traffic>();

function watchTraffic(page: Page): Traffic {
  let t = traffic.get(page);
  if (t) return t;
  const watched: Traffic = { pending: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    watched.pending.delete(request);
    watched.lastChange = Date.now();
  };
  page.on('request', (request) => {
    // the event stream stays open for as long as the page does: it is not the page loading
    if (new URL(request.url()).pathname === EVENT_STREAM_PATH) return;
    watched.pending.add(request);
    watched.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, (t = watched));
  return t;
}

/** Opens the path and waits until the page rendered: the main landmark is there and nothing is loading. */
export async function openRendered(page: Page, path: string): Promise<void> {
  // A request of the page before is answered or aborted by the navigation; none may hold up this one.
  watchTraffic(page).pending.clear();
  await page.goto(path);
  // A public page the server drew: what is looked at is the app's own, once it has taken the page over. First, as
  // the server's page has nothing loading while the app's may (a widget waits for the browser to be idle).
  await appTookOver(page);
  // Checked every frame rather than by expect's back-off, which would wait up to a second after the load; on a
  // timeout the checks after it say what is missing.
  await page
    .waitForFunction(
      () =>
        document.querySelector('main, [role="main"]')?.checkVisibility() && !document.querySelector('.host-loading'),
      null,
      { polling: 'raf', timeout: 15_000 },
    )
    .catch(() => undefined);
  await expect(page.getByRole('main').first(), path).toBeVisible({ timeout: 1_000 });
  await expect(page.locator('.host-loading'), `${path} still loading`).toHaveCount(0, { timeout: 1_000 });
}

/**
 * Waits until the rendered page has its data: no request under way for `quietMs`. A remote's page asks for its data
 * after it mounted and shows a placeholder or skeleton until the answer is in. (Nothing marked aria-busy is no
 * test of that: the developer pages show busy buttons and skeletons for good.)
 */
export async function settle(page: Page, quietMs = 100): Promise<void> {
  const t = watchTraffic(page);
  await expect
    .poll(() => t.pending.size === 0 && Date.now() - t.lastChange >= quietMs, {
      message: `the requests of ${page.url()} to end`,
      intervals: [50],
      timeout: 15_000,
    })
    .toBe(true);
  // The last answer is rendered in the frame after it came.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A page whose CSP and Permissions-Policy complaints are collected in `problems`. */
export interface CspWatch {
  page: Page;
  problems: string[];
}

/**
 * A page that records every CSP violation — reported by the page (securitypolicyviolation, from every frame) or by
 * the browser's console ("Refused to ... Content Security Policy") — and every Permissions-Policy complaint.
 */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
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
