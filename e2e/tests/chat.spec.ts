import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badgeCount, buyCredits, DEMO, logIn, member, serverBadge, signupMessages, uniqueEmail } from './helpers';
import { attachJournalsOnFailure, keepJournal } from './page-journal';
import type { Teasers } from '@dating/contract/src/entities/landers';

const m = JSON.parse(readFileSync(join(__dirname, '../../remotes/chat/src/locales/en.json'), 'utf8'));
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

interface Member {
  page: Page;
  id: number;
  name: string;
}

async function memberPage(browser: Browser, n: number): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  keepJournal(page, `member ${n}`);
  await logIn(page, member(n));
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { profile: { id: number; name: string } };
  };
  return { page, id: user.profile.id, name: user.profile.name };
}

const composer = (page: Page, to: string) => page.getByLabel(fill(m.composer.label, { name: to }));

test.describe.configure({ mode: 'serial' });
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern: it needs none
test.afterEach(async ({}, testInfo) => attachJournalsOnFailure(testInfo));

test('a message arrives live, is counted and read in every tab, and the sender sees it read and the typing', async ({
  browser,
}) => {
  const a = await memberPage(browser, 10);
  const b = await memberPage(browser, 11);
  await buyCredits(a.page);
  // B has two tabs open elsewhere on the site
  await b.page.goto('/members');
  const bOther = await b.page.context().newPage();
  keepJournal(bOther, 'member 11, second tab');
  await bOther.goto('/likes');
  // the shell asks for chats and likes a moment after the member: both tabs show the server's count first
  const before = await serverBadge(b.page);
  await expect.poll(() => badgeCount(b.page)).toBe(before);
  await expect.poll(() => badgeCount(bOther)).toBe(before);
  const { user } = (await (await a.page.request.get('/api/user.php')).json()) as { user: { credits: number } };

  await a.page.goto(`/members/${b.id}/chat`);
  const text = `Hello ${b.name}, nice profile! ${Date.now()}`;
  await composer(a.page, b.name).fill(text);
  await a.page.getByRole('button', { name: m.composer.send }).click();
  // in the conversation, and gone from the composer (whose text alone would match a look over the whole page)
  await expect(a.page.getByRole('log').getByText(text)).toBeVisible();
  await expect(composer(a.page, b.name)).toHaveValue('');
  // the message's credit left at once, shown by the shell
  await expect(
    a.page.getByRole('banner').getByRole('link', { name: `${user.credits - 1} credits`, exact: true }),
  ).toBeVisible();

  // B, not reloading: both tabs count it within moments (the event stream, not the 300 s poll). The waits allow for
  // the other worker's all-routes sweep keeping the one embedded database busy; the bench measures the delivery.
  await expect.poll(() => badgeCount(b.page), { timeout: 15_000 }).toBe(before + 1);
  await expect.poll(() => badgeCount(bOther), { timeout: 15_000 }).toBe(before + 1);

  await b.page.goto('/chats');
  await b.page
    .getByRole('link', { name: new RegExp(a.name) })
    .first()
    .click();
  await expect(b.page.getByRole('log').getByText(text)).toBeVisible();
  await expect(a.page.getByText(m.state.read).last()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => badgeCount(b.page), { timeout: 15_000 }).toBe(before);
  await expect.poll(() => badgeCount(bOther), { timeout: 15_000 }).toBe(before);

  await composer(a.page, b.name).pressSequentially('How are', { delay: 50 });
  await expect(b.page.getByText(fill(m.typing, { name: a.name }))).toBeVisible({ timeout: 15_000 });
  await a.page.context().close();
  await b.page.context().close();
});

test.describe('removing a conversation', () => {
  test('a refused removal puts the conversation back and says why', async ({ browser }) => {
    const b = await memberPage(browser, 11);
    await b.page.goto('/chats');
    const list = b.page.getByRole('region', { name: m.list.label });
    const items = list.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    await b.page.route('**/api/chat.php', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await list.getByRole('button', { name: /./ }).first().click();
    await expect(b.page.getByRole('alert').filter({ hasText: m.list.removeFailed.split(':')[0] })).toBeVisible();
    await expect(items).toHaveCount(count);
    await b.page.context().close();
  });
});

test('with too few credits the message waits as a draft and the way to buy credits comes back here', async ({
  browser,
}) => {
  const a = await memberPage(browser, 10);
  const c = await memberPage(browser, 12);
  await c.page.goto(`/members/${a.id}/chat`);
  await composer(c.page, a.name).fill('Hi there!');
  await c.page.getByRole('button', { name: m.composer.send }).click();
  await expect(c.page.getByText(m.credits.title)).toBeVisible();
  await expect(composer(c.page, a.name)).toHaveValue('Hi there!');
  await c.page.getByRole('link', { name: m.credits.action }).click();
  await expect(c.page).toHaveURL(/\/credits\?return=/);
  await c.page.goBack();
  await expect(composer(c.page, a.name)).toHaveValue('Hi there!');
  await a.page.context().close();
  await c.page.context().close();
});

test('a visitor who wants to chat signs up and lands in that chat', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A member visitors are shown (docs/product.md §6: a reviewed photo), as a landing page's teasers show them; not
  // the demo member, whose chats other tests count
  const teasers = await page.request.get('/api/teasers.php?country=NL&count=24');
  expect(teasers.ok(), await teasers.text()).toBe(true);
  const a = ((await teasers.json()) as Teasers).profiles.find((p) => p.name !== DEMO.name)!;
  await page.goto(`/members/${a.id}/chat`);
  await expect(page.getByText(fill(m.visitor.title, { name: a.name }))).toBeVisible();
  await page.getByRole('link', { name: m.visitor.signup }).click();

  const s = signupMessages('en');
  await page.getByLabel(s.fields.email).fill(uniqueEmail('chat'));
  await page.getByLabel(s.fields.name).fill('Visitor');
  await page.getByLabel(s.fields.password).fill('geheim1234');
  await page.getByRole('button', { name: s.form.create }).click();
  const decline = page.getByRole('button', { name: s.push.decline });
  const skipPhoto = page.getByRole('button', { name: s.photo.skip });
  await expect(decline.or(skipPhoto)).toBeVisible({ timeout: 15_000 });
  if (await decline.isVisible()) await decline.click();
  await skipPhoto.click();
  await page.getByRole('button', { name: s.location.save }).click();
  await page.getByLabel(s.profile.gender).selectOption('female');
  await page.getByLabel(s.profile.year, { exact: true }).selectOption('1990');
  await page.getByLabel(s.profile.month, { exact: true }).selectOption('5');
  await page.getByLabel(s.profile.day, { exact: true }).selectOption('6');
  await page.getByRole('button', { name: s.profile.save }).click();
  await page.getByLabel(s.notes.label).fill('I like cycling and coffee.');
  await page.getByRole('button', { name: s.notes.save }).click();
  await page.getByRole('button', { name: s.done.enter }).click({ timeout: 30_000 });

  await expect(page).toHaveURL(new RegExp(`/members/${a.id}/chat$`));
  await expect(composer(page, a.name)).toBeVisible();
  await context.close();
});

/** Sends `text` from the logged-in member of `page` into `conversation` as the composer does (each costs credits). */
async function send(page: Page, conversation: number, text: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value;
  const answer = await page.request.post('/api/chat_messages.php', {
    data: { conversation, text, client_id: `e2e-scroll-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    headers: { 'X-CSRF-Token': csrf!, 'X-Package-Name': '@dating/e2e' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('in a long conversation only the messages scroll: the top bar and the composer stay on the screen', async ({
  browser,
}) => {
  const a = await memberPage(browser, 10);
  const b = await memberPage(browser, 11);
  await buyCredits(a.page);
  const started = await a.page.request.get(`/api/chat.php?profile=${b.id}`, {
    headers: { 'X-Package-Name': '@dating/e2e' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  // long messages, so that a few fill more than a tall desktop screen
  const story = 'We walked along the canal, had coffee by the water and talked about books and travel. '.repeat(4);
  for (let i = 1; i <= 8; i++) await send(a.page, id, `${i}. ${story}`);

  const page = a.page;
  const log = page.getByRole('log', { name: fill(m.room.messages, { name: b.name }) });
  const back = page.getByRole('link', { name: m.room.back });
  const name = page.getByRole('link', { name: fill(m.room.profileLink, { name: b.name }) });
  const menu = page.getByRole('button', { name: fill(m.safety.menu, { name: b.name }) });
  const field = composer(page, b.name);
  const sendButton = page.getByRole('button', { name: m.composer.send });

  /** Each control wholly on the screen and not covered (by the phone's tab bar, say): the top one at its point. */
  const onScreen = async (what: string) => {
    const height = page.viewportSize()!.height;
    for (const [label, control] of [
      ['back link', back],
      ['name', name],
      ['block menu button', menu],
      ['composer', field],
      ['send button', sendButton],
    ] as const) {
      const box = (await control.boundingBox())!;
      expect(box, `${label} ${what}`).not.toBeNull();
      expect(box.y, `${label} ${what}: top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${label} ${what}: bottom`).toBeLessThanOrEqual(height);
      const hit = await control.evaluate(
        (el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, `${label} ${what}: not covered`).toBe(true);
    }
  };
  const documentScroll = () => page.evaluate(() => document.scrollingElement!.scrollTop);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/chats/${id}`);
    await expect(log.getByText(/^8\. We walked/)).toBeVisible();
    const at = `at ${viewport.width} px`;
    // the messages are more than the log shows: it scrolls, by itself
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight + 100), `log overflows ${at}`).toBe(true);
    await onScreen(`with the newest message shown ${at}`);
    expect(await documentScroll(), `document scroll ${at}`).toBe(0);

    // a wheel over the messages scrolls them, not the page
    const box = (await log.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => log.evaluate((el) => el.scrollTop), `log scrolled to the top ${at}`).toBe(0);
    await expect(log.getByText(/^1\. We walked/)).toBeInViewport();
    await onScreen(`with the log at the top ${at}`);
    expect(await documentScroll(), `document scroll ${at}`).toBe(0);

    await page.mouse.wheel(0, 5000);
    await expect(log.getByText(/^8\. We walked/)).toBeInViewport();
    await onScreen(`with the log back at the bottom ${at}`);
    // nothing to scroll on the page itself: a scroll asked of the document stays at 0
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    expect(await documentScroll(), `document scroll after scrollTo ${at}`).toBe(0);
    await onScreen(`after the page was asked to scroll ${at}`);
  }
  await a.page.context().close();
  await b.page.context().close();
});
