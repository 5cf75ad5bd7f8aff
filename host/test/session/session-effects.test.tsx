import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { getBus } from '@dating/bus';
import { ConnectedTopNav } from '../../src/nav/ConnectedTopNav';
import { SessionEffects } from '../../src/session/SessionEffects';
import { session } from '../../src/session/store';
import { installFakeApi } from '../helpers/fake-api';
import { chat, likes, settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';
import { useSessionTestClock } from '../helpers/session-timers';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Moves the fake clock, flushing resolved fetches and React updates on the way. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function fakeSite({ logout = 'done' as 'done' | 'fail', expired = false } = {}) {
  let loggedIn = true;
  return installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') {
      if (expired) return { status: 403, body: { error: 'session_expired', message: 'Session expired' } };
      return { status: 200, body: { user: loggedIn ? user() : null } };
    }
    if (path === '/api/chats.php') return { status: 200, body: { chats: [chat(1, 2), chat(2, 1)] } };
    if (path === '/api/likes.php') return { status: 200, body: likes(2, 3) };
    if (path === '/api/logout.php') {
      if (logout === 'fail') return { status: 500, body: null };
      loggedIn = false;
      return { status: 200, body: 'done' };
    }
    return undefined;
  });
}

const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

function renderShell() {
  return renderWithShell(
    <>
      <SessionEffects />
      <ConnectedTopNav />
      <Where />
    </>,
    { path: '/home' },
  );
}

beforeAll(loadHostNamespace);
useSessionTestClock();

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
    await advance(60_000); // the round planned before the subscription still runs
    expect(count(calls, 'GET /api/user.php')).toBe(2);
    await advance(60_000);
    expect(count(calls, 'GET /api/user.php')).toBe(2);
    await advance(240_000);
    expect(count(calls, 'GET /api/user.php')).toBe(3);
  });

  it('shows unread messages plus new likes on the badge, and follows the bus without a reload', async () => {
    jest.useRealTimers(); // the badge waits for the real 1 s before chats and likes come in
    fakeSite();
    renderShell();
    const badge = await screen.findByRole('status', { name: '5 unread messages and new likes' }, { timeout: 3_000 });
    expect(badge.textContent).toBe('5');
    expect(screen.getByText('Demo')).toBeTruthy();

    await act(async () => getBus().emit('unread:changed', { count: 0 }));
    expect(screen.getByRole('status', { name: '2 unread messages and new likes' })).toBeTruthy();
    await act(async () => getBus().emit('likes:changed', { newLikes: 1 }));
    expect(screen.getByRole('status', { name: '1 unread message or new like' })).toBeTruthy();
  });

  it("logs out: answer 'done' clears the user, goes to /login and stops polling", async () => {
    const { calls } = fakeSite();
    renderShell();
    await advance(1_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await advance(0);
    expect(count(calls, 'GET /api/logout.php')).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(session.user).toBeNull();
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
    renderShell();
    await advance(1_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await advance(0);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(session.user).toBeNull();
  });

  it('a 403 on the user call ends the session', async () => {
    fakeSite();
    renderShell();
    await advance(1_000);
    expect(session.user).not.toBeNull();
    await act(async () => getBus().emit('session:expired', { endpoint: '/api/chats.php' }));
    expect(session.user).toBeNull();
    expect(screen.queryByText('Demo')).toBeNull();
  });
});
