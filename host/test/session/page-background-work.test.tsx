import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { apiKey } from '@dating/api-client';
import { createBus, getBus } from '@dating/bus';
import { getChats, getUser } from '@dating/contract';
import { ConnectedTopNav } from '../../src/nav/ConnectedTopNav';
import { PageBackgroundWork } from '../../src/session/PageBackgroundWork';
import { session } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { chat, likes, settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';
import { withSessionTestClock } from '../helpers/session-timers';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Moves the fake clock, flushing resolved fetches and React updates on the way. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function fakeSite({ logout = 'done' as 'done' | 'fail', expired = false, likesNow = () => likes(2, 3) } = {}) {
  let loggedIn = true;
  return installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') {
      if (expired) return { status: 403, body: { error: 'session_expired', message: 'Session expired' } };
      return { status: 200, body: { user: loggedIn ? user() : null } };
    }
    if (path === '/api/chats.php') return { status: 200, body: { chats: [chat(1, 2), chat(2, 1)] } };
    if (path === '/api/likes.php') return { status: 200, body: likesNow() };
    if (path === '/api/logout.php') {
      if (logout === 'fail') return { status: 500, body: null };
      loggedIn = false;
      return { status: 200, body: 'done' };
    }
    return undefined;
  });
}

const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

/**
 * This page's bus and another tab's, joined by a real BroadcastChannel (Node's: jsdom has none), with the page's
 * one bus slot pointing at the first, as in a browser with two tabs open.
 */
function twoTabs() {
  const slot = Symbol.for('dating.bus');
  const holder = globalThis as unknown as Record<symbol, unknown> & { BroadcastChannel?: unknown };
  const before = { bus: holder[slot], channel: holder.BroadcastChannel };
  holder.BroadcastChannel = NodeBroadcastChannel;
  const page = createBus('session-effects-test');
  const otherTab = createBus('session-effects-test');
  holder[slot] = page;
  const restore = () => {
    holder[slot] = before.bus;
    holder.BroadcastChannel = before.channel;
  };
  return { page, otherTab, restore };
}

const afterThisTest: (() => void)[] = [];
afterEach(() => afterThisTest.splice(0).forEach((undo) => undo()));

function renderShell() {
  return renderWithShell(
    <>
      <PageBackgroundWork />
      <ConnectedTopNav />
      <Where />
    </>,
    { path: '/home' },
  );
}

beforeAll(loadHostNamespace);
withSessionTestClock();

describe('session and polling in the shell', () => {
  it('loads the user on start, chats and likes 1 s later, then polls every 60 s', async () => {
    const { calls } = fakeSite();
    renderShell();
    await advance(0);
    expect(count(calls, 'GET /api/user.php')).toBe(1);
    expect(count(calls, 'GET /api/chats.php')).toBe(0);
    await advance(999);
    expect(count(calls, 'GET /api/chats.php')).toBe(0);
    await advance(1);
    expect(count(calls, 'GET /api/chats.php')).toBe(1);
    expect(count(calls, 'GET /api/likes.php')).toBe(1);
    await advance(59_000);
    expect(count(calls, 'GET /api/user.php')).toBe(2);
    await advance(1_000);
    expect(count(calls, 'GET /api/chats.php')).toBe(2);
  });

  it('polls every 300 s while push is subscribed', async () => {
    const { calls } = fakeSite();
    renderShell();
    await advance(0);
    act(() => {
      session.pushSubscribed = true;
    });
    // the interval starts over at the subscription: nothing at 60 s or 120 s, the next round at 300 s
    await advance(120_000);
    expect(count(calls, 'GET /api/user.php')).toBe(1);
    await advance(180_000);
    expect(count(calls, 'GET /api/user.php')).toBe(2);
  });

  it('derives the badge from the chats and likes caches, so it follows them without a reload', async () => {
    fakeSite();
    const { queryClient } = renderShell();
    await advance(0); // the user
    await advance(1_000); // chats and likes, 1 s later
    await advance(0); // their answers, through react-query's batching
    const badge = screen.getByRole('status', { name: '5 unread messages and new likes' });
    expect(badge.textContent).toBe('5');
    expect(screen.getByText('Demo')).toBeTruthy();

    // a conversation read on this page: whoever read it updated the one chats cache
    act(() => void queryClient.setQueryData(apiKey(getChats), { chats: [chat(1, 0), chat(2, 0)] }));
    await advance(0); // react-query tells its observers on the next tick
    expect(screen.getByRole('status', { name: '2 unread messages and new likes' })).toBeTruthy();
  });

  it('a like received in another tab changes the badge once', async () => {
    const { page, otherTab, restore } = twoTabs();
    afterThisTest.push(() => {
      restore();
      page.close();
      otherTab.close();
    });
    let newLikes = 2;
    const { calls } = fakeSite({ likesNow: () => likes(newLikes, 3) });
    renderShell();
    await advance(0);
    await advance(1_000);
    await advance(0);
    expect(screen.getByRole('status', { name: '5 unread messages and new likes' })).toBeTruthy();
    const before = count(calls, 'GET /api/likes.php');

    // the relay is a real BroadcastChannel: wait for its message on this page, then let what it started run out
    const relayed = new Promise<void>((resolve) => {
      page.on('likes:changed', (_change, { fromOtherTab }) => fromOtherTab && resolve());
    });
    newLikes = 3;
    otherTab.emit('likes:changed', { newLikes: 3 });
    await relayed;
    await advance(1_000);
    expect(screen.getByRole('status', { name: '6 unread messages and new likes' })).toBeTruthy();
    expect(count(calls, 'GET /api/likes.php')).toBe(before + 1);
  });

  it("logs out: answer 'done' clears the user, goes to /login and stops polling", async () => {
    const { calls } = fakeSite();
    const { queryClient } = renderShell();
    await advance(1_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await advance(0);
    expect(count(calls, 'GET /api/logout.php')).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: null });
    expect(session.loggingOut).toBe(true);
    await advance(1_000);
    expect(session.loggingOut).toBe(false);

    const before = calls.length;
    await advance(10 * 60_000);
    expect(calls.slice(before).filter((c) => /chats|likes/.test(c))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('a failed logout also clears the user and goes to /login', async () => {
    fakeSite({ logout: 'fail' });
    const { queryClient } = renderShell();
    await advance(1_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await advance(0);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: null });
  });

  it('a 403 on the user call ends the session', async () => {
    fakeSite();
    const { queryClient } = renderShell();
    await advance(1_000);
    expect(screen.getByText('Demo')).toBeTruthy();
    await act(async () => getBus().emit('session:expired', { endpoint: '/api/chats.php' }));
    await advance(0); // react-query tells its observers on the next tick
    expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: null });
    expect(screen.queryByText('Demo')).toBeNull();
  });
});
