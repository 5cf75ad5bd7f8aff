import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  appTookOver,
  commonMessages,
  DEMO,
  drawnPageOf,
  hostMessages,
  htmlText,
  LANGUAGES,
  legalTitle,
  signupMessages,
  STATIC_PAGES,
  uniqueEmail,
} from './helpers';
import { REPO_ROOT } from './deploy-cli';

/**
 * Every public page is HTML before its scripts (issue 29; docs/architecture.md, Server HTML): fetched as a browser
 * fetches it, with no script run, it holds its heading and main text in the page's language, drawn by the same
 * components the app runs; and the app takes the page over without drawing it again from nothing.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const landersMessages = (lng: string) => readJson(`remotes/landers/src/locales/${lng}.json`);
const legalDoc = (lng: string, doc: string) => readJson(`shared/legal/src/texts/${lng}/${doc}.json`);

interface Campaign {
  path: string;
  copy: Record<string, { headline: string; subline: string }>;
}
const CAMPAIGNS_DIR = 'remotes/landers/content/campaigns';
// not the campaign landers.spec.ts adds for a while (e2e-<time>.json) to publish a version of its own
const campaigns: Campaign[] = readdirSync(join(REPO_ROOT, CAMPAIGNS_DIR)).flatMap((kind) =>
  readdirSync(join(REPO_ROOT, CAMPAIGNS_DIR, kind))
    .filter((file) => file.endsWith('.json') && !file.startsWith('e2e-'))
    .map((file) => ({
      path: `/landers/${kind}/${file.replace(/\.json$/, '')}`,
      copy: readJson(`${CAMPAIGNS_DIR}/${kind}/${file}`).copy,
    })),
);

/** A member a visitor may see (the member landings are about one), as the teasers call gives them. */
interface Member {
  id: number;
  name: string;
}
const fill = (text: string, name: string) => text.replaceAll('{{name}}', name);

/**
 * Each public page with its heading (or, where it adds the member's age, a part of it) and a main text, in one
 * language.
 */
function publicPages(
  lng: string,
  member: Member,
): Array<{ path: string; heading: string; exact?: false; text: string }> {
  const m = landersMessages(lng);
  const signup = signupMessages(lng);
  const { id, name } = member;
  return [
    { path: `/members/${id}/landing`, heading: name, exact: false, text: fill(m.member.intro, name) },
    { path: `/members/${id}/landing2/summer`, heading: fill(m.message.title, name), text: fill(m.message.cta, name) },
    { path: `/members/${id}/landing3/summer`, heading: name, exact: false, text: fill(m.bubble.cta, name) },
    { path: '/', heading: m.index.headline, text: m.index.signup.title },
    { path: '/login', heading: hostMessages(lng).login.title, text: hostMessages(lng).login.intro },
    { path: '/signup', heading: signup.title, text: signup.fields.email },
    { path: '/match-finder', heading: m.quiz.title, text: m.quiz.intro },
    { path: '/signup-matches', heading: m.matches.title, text: m.matches.signup.title },
    ...STATIC_PAGES.map((doc) => ({
      path: `/pages/${doc}`,
      heading: legalTitle(lng, doc),
      text: legalDoc(lng, doc).sections[0].heading,
    })),
    ...campaigns.map(({ path, copy }) => ({ path, heading: copy[lng]!.headline, text: copy[lng]!.subline })),
  ];
}

test.describe('public pages are HTML before their scripts', () => {
  for (const lng of LANGUAGES) {
    test(`every public page holds its heading and main text in ${lng}`, async ({ request }) => {
      const teasers = await request.get('/api/teasers.php?count=1');
      const member = ((await teasers.json()) as { profiles: Member[] }).profiles[0]!;
      for (const { path, heading, exact, text } of publicPages(lng, member)) {
        const res = await request.get(`${path}?lang=${lng}`, { headers: { 'user-agent': CHROME } });
        expect(res.status(), path).toBe(200);
        const drawn = drawnPageOf(await res.text());
        expect(drawn, `${path}: drawn by the server`).toBeDefined();
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(drawn!)?.[1];
        if (exact === false) expect(htmlText(h1 ?? ''), `${path}: heading`).toContain(heading);
        else expect(htmlText(h1 ?? ''), `${path}: heading`).toBe(heading.replace(/\s+/g, ' '));
        expect(htmlText(drawn!), `${path}: main text`).toContain(text.replace(/\s+/g, ' '));
      }
    });
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, locale: 'pl-PL' });

  test('the index, a static page and a campaign can be read, and their links lead on', async ({ page }) => {
    const m = landersMessages('pl');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: m.index.headline })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: hostMessages('pl').footer.faq })
      .click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: legalTitle('pl', 'faq') })).toBeVisible();
    const campaign = campaigns[0]!;
    await page.goto(campaign.path);
    await expect(page.getByRole('heading', { level: 1, name: campaign.copy.pl!.headline })).toBeVisible();
    // the top bar's way to sign up is a real link
    await page.goto('/pages/terms');
    const signup = page.getByRole('banner').getByRole('link', { name: /zarejestruj/i });
    await expect(signup).toHaveAttribute('href', '/signup');
  });

  test("a campaign's members are in its page with their photos, the first photo asked for first", async ({ page }) => {
    const kinds = readJson('remotes/landers/src/kinds/locales/pl.json');
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const anyName = (message: string) => new RegExp(`^${message.split('{{name}}').map(escaped).join('.+')}$`);
    const campaign = campaigns.find((c) => c.path.startsWith('/landers/socialnetwork/'))!;
    await page.goto(campaign.path);
    const photos = page.getByRole('img', { name: anyName(kinds.teasers.blurredPhoto) });
    await expect(photos.first()).toBeVisible();
    expect(await photos.count()).toBeGreaterThan(1);
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test('the app takes the page over: the server’s page gives way to the same page, drawn by the app', async ({
  page,
}) => {
  await page.goto('/pages/faq?lang=de');
  const heading = page.getByRole('heading', { level: 1, name: legalTitle('de', 'faq') });
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  // one page, not two: the app's own, inside its root
  await expect(heading).toHaveCount(1);
  await expect(page.locator('#root').getByRole('heading', { level: 1 })).toHaveText(legalTitle('de', 'faq'));
});

test('a campaign’s members come with its page: the app taking the page over does not ask for them again', async ({
  page,
}) => {
  const campaign = campaigns.find((c) => c.path.startsWith('/landers/socialnetwork/'))!;
  const teaserCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/teasers.php') teaserCalls.push(request.url());
  });
  await page.goto(campaign.path);
  await appTookOver(page);
  await expect(page.locator('#root').getByRole('img').first()).toBeVisible();
  // everything the take-over asked for has been answered: a second ask of the teasers would be among it
  await page.waitForLoadState('networkidle');
  expect(teaserCalls).toEqual([]);
});

/**
 * Opens `url` with the shell's scripts held back until `release`: the visitor has the server's page (`drawn`) alone
 * meanwhile.
 */
async function openBeforeScripts(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (u) => /^\/[^/]+\.js$/.test(u.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  return { drawn: page.locator('#server-page'), release };
}

test('what a visitor types into the login form before the scripts run is in the app’s form, and logs them in', async ({
  page,
}) => {
  const login = hostMessages('fr').login;
  const { drawn, release } = await openBeforeScripts(page, '/login?lang=fr');
  await drawn.getByLabel(login.email).fill(DEMO.email);
  await drawn.getByLabel(login.password).fill(DEMO.password);
  // sending waits for the app; the password never goes into an address
  await expect(drawn.getByRole('button', { name: commonMessages('fr').button.log_in, exact: true })).toBeDisabled();
  release();
  await appTookOver(page);
  await expect(page.getByLabel(login.email)).toHaveValue(DEMO.email);
  await expect(page.getByLabel(login.password)).toHaveValue(DEMO.password);
  await expect(page.getByLabel(login.password)).toBeFocused();
  await page.getByLabel(login.password).press('Enter');
  await expect(page.locator('.logged-in')).toBeVisible({ timeout: 20_000 });
});

test('what a visitor types into the signup form before the scripts run goes into the app’s form and signs up', async ({
  page,
}) => {
  const signup = signupMessages('it');
  const email = uniqueEmail('drawn-signup');
  const { drawn, release } = await openBeforeScripts(page, '/signup?lang=it');
  await drawn.getByLabel(signup.fields.email).fill(email);
  await drawn.getByLabel(signup.fields.name).fill('Giulia');
  await drawn.getByLabel(signup.fields.password).fill('geheim1234');
  await expect(drawn.getByRole('button', { name: signup.form.create })).toBeDisabled();
  release();
  await appTookOver(page);
  await expect(page.getByLabel(signup.fields.email)).toHaveValue(email);
  await expect(page.getByLabel(signup.fields.name)).toHaveValue('Giulia');
  await expect(page.getByLabel(signup.fields.password)).toBeFocused();
  // the app checks the carried address as if it had been typed there, and the account can be made
  const create = page.getByRole('button', { name: signup.form.create });
  await expect(create).toBeEnabled({ timeout: 15_000 });
  await create.click();
  await expect(
    page.getByRole('heading', { name: signup.push.title }).or(page.getByRole('heading', { name: signup.photo.title })),
  ).toBeVisible({ timeout: 15_000 });
});

test('an answer picked in the match finder before the scripts run is the app’s answer, and the quiz goes on', async ({
  page,
}) => {
  const quiz = landersMessages('es').quiz;
  const { drawn, release } = await openBeforeScripts(page, '/match-finder?lang=es');
  await drawn.getByRole('radio', { name: quiz.who.female }).check();
  await expect(drawn.getByRole('button', { name: quiz.next })).toBeDisabled();
  release();
  await appTookOver(page);
  await expect(page.getByRole('radio', { name: quiz.who.female })).toBeChecked();
  await page.getByRole('button', { name: quiz.next }).click();
  await expect(page.getByRole('heading', { name: quiz.age.question })).toBeVisible();
});
