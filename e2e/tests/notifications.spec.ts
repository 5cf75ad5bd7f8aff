import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  logIn,
  member,
  openNewestMail,
  signupMessages,
  uniqueEmail,
  waitForMails,
  waitForActivatedServiceWorker,
  waitForServiceWorker,
  WITH_SERVICE_WORKER,
} from './helpers';

test.use(WITH_SERVICE_WORKER);

const n = JSON.parse(readFileSync(join(__dirname, '../../remotes/profile/src/locales/en.json'), 'utf8')).notifications;
/** The push state as the page announces it (the status line of the push section). */
const status = (page: Page) => page.getByRole('region', { name: n.push.heading }).getByRole('status');

/** The push service addresses the server keeps for the logged-in member (GET user.php?push=1). */
async function serverEndpoints(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/user.php?push=1', { headers: { 'x-package-name': '@dating/e2e' } });
  expect(res.status()).toBe(200);
  return (await res.json()).endpoints;
}

/**
 * A push service for this page. Chromium here has no network, so PushManager.subscribe never reaches its push
 * service (FCM) and never answers (tried: it hangs). This stands in for that service only: it answers
 * subscribe, getSubscription and unsubscribe as Chromium would, with an endpoint on a public address the
 * server accepts. The page, the service worker registration, the permission and the server are the real ones.
 * The subscription is kept in sessionStorage, as the browser keeps its own across reloads.
 */
async function standInPushService(page: Page, endpoint: string) {
  await page.addInitScript((endpoint: string) => {
    const KEY = 'e2e-push-subscription';
    const make = () => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'e2e-p256dh', auth: 'e2e-auth' } }),
      unsubscribe: async () => (sessionStorage.removeItem(KEY), true),
      getKey: () => null,
    });
    PushManager.prototype.subscribe = async function () {
      sessionStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (sessionStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
    };
  }, endpoint);
}

/** A new member (the signup asks about push only in a browser that was never asked), then notifications allowed. */
async function newMemberAllowingNotifications(page: Page, tag: string) {
  await createAccount(page, signupMessages('en'), uniqueEmail(tag));
  await page.context().grantPermissions(['notifications']);
}

test('a member turns push on and off on /notifications, and the server has the subscription, then not', async ({
  page,
}) => {
  // the first visit installs the service worker, which precaches the shell: slow while other tests run
  const endpoint = `https://8.8.8.8/push/e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await standInPushService(page, endpoint);
  await newMemberAllowingNotifications(page, 'push-on-off');
  await waitForActivatedServiceWorker(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: n.title, level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(status(page)).toHaveText(n.push.state.off);
  expect(await serverEndpoints(page)).toEqual([]);

  await page.getByRole('button', { name: n.push.subscribe }).click();
  await expect(status(page)).toHaveText(n.push.state.on);
  expect(await serverEndpoints(page)).toEqual([endpoint]);

  await page.reload();
  await expect(status(page)).toHaveText(n.push.state.on);
  await expect(page.getByText(n.last.none)).toBeVisible();

  await page.getByRole('button', { name: n.push.unsubscribe }).click();
  await expect(status(page)).toHaveText(n.push.state.off);
  await expect(page.getByRole('button', { name: n.push.subscribe })).toBeVisible();
  expect(await serverEndpoints(page)).toEqual([]);
});

test('when the push service does not answer, the page says it cannot tell and offers a retry', async ({ page }) => {
  await newMemberAllowingNotifications(page, 'push-unknown');
  await waitForActivatedServiceWorker(page);
  await page.goto('/notifications');
  await waitForServiceWorker(page);
  await expect(status(page)).toHaveText(n.push.state.off);
  await page.getByRole('button', { name: n.push.subscribe }).click();
  // Chromium's real push service is out of reach here: subscribing is refused at once, or the page gives up
  // after its timeout (15 s); either way the state is unknown, never a guess
  await expect(status(page)).toHaveText(n.push.state.unknown, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText(n.push.error);
  await expect(page.getByRole('button', { name: n.push.retry })).toBeEnabled();
  expect(await serverEndpoints(page)).toEqual([]);
});

test('with notifications blocked, the page says so and explains how to allow them', async ({ browser }) => {
  // a context given some permissions has the others denied: notifications are blocked for the site
  const context = await browser.newContext({ permissions: ['geolocation'] });
  const page = await context.newPage();
  await createAccount(page, signupMessages('en'), uniqueEmail('push-denied'));
  await page.goto('/notifications');
  await expect(status(page)).toHaveText(n.push.state.denied);
  await expect(page.getByText(n.push.denied_step_2)).toBeVisible();
  await expect(page.getByRole('button', { name: n.push.check_again })).toBeVisible();
  await expect(page.getByRole('button', { name: n.push.subscribe })).toHaveCount(0);
  await context.close();
});

test('the mail switches are saved: new likes off stays off after a reload', async ({ page }) => {
  await createAccount(page, signupMessages('en'), uniqueEmail('mail-switches'));
  await page.goto('/notifications');
  const likes = page.getByRole('switch', { name: n.mail.new_like });
  await expect(likes).toBeChecked();
  await expect(page.getByRole('switch', { name: n.mail.new_message })).toBeChecked();
  await expect(page.getByRole('switch', { name: n.mail.news })).not.toBeChecked();
  await likes.uncheck();
  await expect(page.getByText(n.mail.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: n.mail.new_like })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: n.mail.new_message })).toBeChecked();
});

test('a push message that arrives is shown as the last notification, also after a reload', async ({ page }) => {
  await newMemberAllowingNotifications(page, 'push-last');
  await waitForActivatedServiceWorker(page);
  await page.goto('/notifications');
  await waitForServiceWorker(page);
  await expect(page.getByText(n.last.none)).toBeVisible();

  // DevTools' "Push" button: the browser hands the service worker a push event, as its push service would.
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'New message from Noor',
    body: 'Open the chat to read it.',
    url: '/chats/7',
    badge: 1,
    tag: 't',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  const last = page.getByRole('group', { name: n.last.heading });
  await expect(last.getByText(payload.title)).toBeVisible();
  await expect(last.getByText(payload.body)).toBeVisible();
  await expect(last.getByRole('link', { name: n.last.open })).toHaveAttribute('href', '/chats/7');

  await page.reload();
  await expect(page.getByRole('group', { name: n.last.heading }).getByText(payload.title)).toBeVisible();
});

test('the unsubscribe link of a like mail works without login: it asks, and its button turns the mail off', async ({
  browser,
}) => {
  // The liked member: a new account, activated through its mail (notification mails go to confirmed addresses).
  const memberContext = await browser.newContext();
  const mine = await memberContext.newPage();
  const email = uniqueEmail('unsubscribe');
  await createAccount(mine, signupMessages('en'), email);
  const me = await (await mine.request.get('/api/user.php', { headers: { 'x-package-name': '@dating/e2e' } })).json();
  const activation = await openNewestMail(mine, email);
  await activation.getByRole('link', { name: 'Activate my account' }).click();
  await mine.waitForURL(/\/activate\/done/);
  // no page of the member open: the mail is for members who are away
  await mine.close();

  const likerContext = await browser.newContext();
  const liker = await likerContext.newPage();
  await logIn(liker, member(11));
  const csrf = (await likerContext.cookies()).find((c) => c.name === 'csrf')!.value;
  const liked = await liker.request.post('/api/likes.php', {
    data: { profile: me.user.profile.id },
    headers: { 'x-csrf-token': csrf, 'x-package-name': '@dating/e2e' },
  });
  expect(liked.status()).toBe(200);
  await likerContext.close();

  // Someone without a session opens the link from the mail
  const stranger = await (await browser.newContext()).newPage();
  // the activation mail, then the like's
  await waitForMails(stranger, email, 2);
  const mail = await openNewestMail(stranger, email);
  await mail.getByRole('link', { name: 'Stop these emails' }).click();
  await expect(stranger.getByRole('heading', { name: 'Stop emails about new likes?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(stranger.getByRole('status')).toHaveText('You will no longer get emails about new likes.');
  await stranger.context().close();

  const again = await memberContext.newPage();
  await again.goto('/notifications');
  await expect(again.getByRole('switch', { name: n.mail.new_like })).not.toBeChecked();
  await expect(again.getByRole('switch', { name: n.mail.new_message })).toBeChecked();
  await memberContext.close();
});
