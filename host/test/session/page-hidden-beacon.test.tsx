import { act, screen, waitFor } from '@testing-library/react';
import { PageBackgroundWork } from '../../src/session/PageBackgroundWork';
import { useSession } from '../../src/session/useSession';
import { installFakeApi } from '../helpers/fake-api';
import { settings, user } from '../helpers/fixtures';
import { renderWithShell } from '../helpers/render';

let visibility: DocumentVisibilityState = 'visible';
let sendBeacon: jest.Mock<boolean, [string, Blob]>;

beforeEach(() => {
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  sendBeacon = jest.fn((_url: string, _data: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function site(loggedIn: boolean) {
  return installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') return { status: 200, body: { user: loggedIn ? user() : null } };
    if (path === '/api/chats.php') return { status: 200, body: { chats: [] } };
    if (path === '/api/likes.php') return { status: 200, body: { profiles: [], liked_by: [] } };
    return undefined;
  });
}

/** Who the page knows is there, so a test can wait for the user answer to be in. */
function Who() {
  const { user: member, userLoaded } = useSession();
  return <output>{userLoaded ? (member?.profile.name ?? 'visitor') : ''}</output>;
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function turn(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('page-hidden beacon (docs/product.md §7)', () => {
  it("a member's page posts page-hidden.php with an empty JSON body once each time it is hidden", async () => {
    site(true);
    renderWithShell(
      <>
        <PageBackgroundWork />
        <Who />
      </>,
      { path: '/home' },
    );
    await screen.findByText('Demo');

    turn('hidden');
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/page-hidden.php');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual({});

    turn('visible');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    turn('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("a visitor's page sends none: the server has nobody to mark as seen", async () => {
    site(false);
    renderWithShell(
      <>
        <PageBackgroundWork />
        <Who />
      </>,
      { path: '/' },
    );
    await screen.findByText('visitor');
    turn('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
