import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import NotificationsPage from '../src/pages/NotificationsPage';
import { pushViewOf } from '../src/notifications/push-view';
import en from '../src/locales/en.json';

const n = en.notifications;

/** The page as the host mounts it; jsdom has no PushManager, so this is a browser without push. */
function mount(
  saved = { new_message: true, new_like: true, news: false },
  { member = true, path = '/notifications' } = {},
) {
  const calls = recordingApi(async (path, input) => {
    if (path === '/api/settings.php') return { push_pub: 'BKey' };
    if (path === '/api/user.php') return { user: member ? testUser() : null };
    if (path === '/api/notification_settings.php') return input?.body ?? saved;
    throw new Error(`unexpected ${path}`);
  });
  renderRemote(
    <Suspense fallback={null}>
      <NotificationsPage route="notifications" params={{}} layout="default" />
    </Suspense>,
    { resources: { en: { profile: en } }, path },
  );
  return calls;
}

describe('notifications page', () => {
  it("lets a visitor with the mailed 'this was not me' link undo the email change, and nothing else", async () => {
    mount(undefined, { member: false, path: '/notifications?code=x#email-change-incorrect' });
    expect(await screen.findByRole('heading', { name: en.credentials.undo.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: n.push.heading })).toBeNull();
    expect(screen.queryByRole('switch', { name: n.mail.new_like })).toBeNull();
  });

  it('says so when the browser cannot do push, and offers no subscribe button', async () => {
    mount();
    const push = await screen.findByRole('region', { name: n.push.heading });
    expect(await within(push).findByRole('status')).toHaveTextContent(n.push.state.unsupported);
    expect(within(push).getByText(n.push.unsupported_help)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: n.push.subscribe })).toBeNull();
  });

  it('shows the saved mail switches and saves all three when one is flipped', async () => {
    const calls = mount({ new_message: false, new_like: true, news: false });
    const likes = await screen.findByRole('switch', { name: n.mail.new_like });
    expect(likes).toBeChecked();
    expect(screen.getByRole('switch', { name: n.mail.new_message })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: n.mail.news }));
    await waitFor(() => expect(screen.getByText(n.mail.saved)).toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.input.body).toEqual({ new_message: false, new_like: true, news: true });
    expect(screen.getByRole('switch', { name: n.mail.news })).toBeChecked();
  });
});

describe('the push state as docs/product.md §3 defines it', () => {
  const fake = { endpoint: 'https://push.example/1' } as PushSubscription;
  it.each([
    [{ known: false, isCapable: null, isSubscribed: false }, 'checking'],
    [{ known: true, isCapable: false, isSubscribed: false }, 'unsupported'],
    [{ known: true, isCapable: true, isSubscribed: 'denied' }, 'denied'],
    [{ known: true, isCapable: true, isSubscribed: null }, 'unknown'],
    [{ known: true, isCapable: true, isSubscribed: false }, 'off'],
    [{ known: true, isCapable: true, isSubscribed: fake }, 'on'],
  ] as const)('%o shows as %s', (state, view) => expect(pushViewOf(state)).toBe(view));
});
