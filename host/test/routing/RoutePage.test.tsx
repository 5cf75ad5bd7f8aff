import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SEARCH_PAGE_SIZE } from '@dating/config';
import { useLocation } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { setRemoteLoader } from '../../src/federation/federation';
import { AppRoutes } from '../../src/routing/AppRoutes';
import { PageBackgroundWork } from '../../src/session/PageBackgroundWork';
import { resetSession } from '../../src/session/store';
import { installFakeApi, type Route } from '../helpers/fake-api';
import { fakeLoader } from '../helpers/fake-loader';
import { settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

/** Whether the 404 page's module has run yet: it is a chunk of its own, loaded only for a 404 (issue 29). */
const mockLoaded: string[] = [];
jest.mock('../../src/pages/ErrorPage', () => {
  mockLoaded.push('ErrorPage');
  return jest.requireActual('../../src/pages/ErrorPage');
});
/** Whether the login page's module has run yet: a chunk of its own too, with its form library (issue 29). */
const mockLoginLoaded: string[] = [];
jest.mock('../../src/pages/LoginPage', () => {
  mockLoginLoaded.push('LoginPage');
  return jest.requireActual('../../src/pages/LoginPage');
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const ProfilePage = ({ params }: RemotePageProps) => <h1>My profile {JSON.stringify(params)}</h1>;
const ChatPage = ({ params }: RemotePageProps) => <h1>Chat {params.chatId}</h1>;
const NotificationsPage = () => <h1>Notifications</h1>;

function api({ loggedIn, devTools = false }: { loggedIn: boolean; devTools?: boolean }) {
  let current = loggedIn ? user() : null;
  const route: Route = ({ method, path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings({ dev_tools: devTools }) };
    if (path === '/api/user.php') return { status: 200, body: { user: current } };
    if (path === '/api/login.php' && method === 'POST') {
      current = user();
      return { status: 200, body: { user: current } };
    }
    if (path === '/api/chats.php') return { status: 200, body: { chats: [] } };
    if (path === '/api/likes.php') return { status: 200, body: { profiles: [], liked_by: [] } };
    return undefined;
  };
  return installFakeApi(route);
}

function renderAt(path: string) {
  return renderWithShell(
    <>
      <PageBackgroundWork />
      <AppRoutes />
      <Where />
    </>,
    { path },
  );
}

const layoutElement = (container: HTMLElement) => container.querySelector('.layout') as HTMLElement;

beforeAll(loadHostNamespace);
// A 404 page asks for the signup/search remote, which the fake loader does not have: expected noise.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  resetSession();
  setRemoteLoader(
    fakeLoader({
      'profile/./ProfilePage': ProfilePage,
      'chat/./ChatPage': ChatPage,
      'profile/./NotificationsPage': NotificationsPage,
    }),
  );
});

describe('routes', () => {
  // first in the file: the module registry is the file's, and a 404 below loads the page for good
  it("renders a route's page without loading the 404 page's or the login page's code", async () => {
    api({ loggedIn: true });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: /My profile/ })).toBeTruthy();
    expect(mockLoaded).toEqual([]);
    expect(mockLoginLoaded).toEqual([]);
  });

  it('sends a visitor from a members-only route to /login, and back there after logging in', async () => {
    api({ loggedIn: false });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(mockLoginLoaded).toEqual(['LoginPage']);
    expect(screen.getByTestId('where').textContent).toBe('/login');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));

    expect(await screen.findByRole('heading', { name: 'My profile {}' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it("opens a members' route to a visitor with its visitor hash (the mailed 'this was not me' link)", async () => {
    api({ loggedIn: false });
    renderAt('/notifications?code=x#email-change-incorrect');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/notifications');
  });

  it('sends a visitor on the same route without that hash to /login', async () => {
    api({ loggedIn: false });
    renderAt('/notifications#something-else');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it("answers an unknown path with 404 'Page not found: {path}'", async () => {
    api({ loggedIn: false });
    const { container } = renderAt('/no/such/page');
    expect(await screen.findByText('Page not found: /no/such/page')).toBeTruthy();
    expect(mockLoaded).toEqual(['ErrorPage']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(layoutElement(container).className).toBe('layout layout-default route-error');
  });

  it("answers bad route parameters with 'Page Not Found: {path}'", async () => {
    api({ loggedIn: true });
    renderAt('/chats/not-a-number');
    expect(await screen.findByText('Page Not Found: /chats/not-a-number')).toBeTruthy();
  });

  it('marks the layout with its name, the route and the logged-in state', async () => {
    api({ loggedIn: true });
    const { container } = renderAt('/chats/12');
    expect(await screen.findByRole('heading', { name: 'Chat 12' })).toBeTruthy();
    expect(layoutElement(container).className).toBe('layout layout-chat route-chats-chatId logged-in');
  });

  it('marks a visitor layout without logged-in', async () => {
    api({ loggedIn: false });
    const { container } = renderAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(layoutElement(container).className).toBe('layout layout-default route-login');
  });

  it('serves an alias like its route', async () => {
    api({ loggedIn: true });
    setRemoteLoader(
      fakeLoader({ 'search/./MemberPage': ({ params }: RemotePageProps) => <h1>Member {params.memberId}</h1> }),
    );
    const { container } = renderAt('/likes/m/42');
    expect(await screen.findByRole('heading', { name: 'Member 42' })).toBeTruthy();
    expect(layoutElement(container).classList.contains('route-members-memberId')).toBe(true);
  });

  it('answers 404 on a dev page while the dev flag is off', async () => {
    api({ loggedIn: true, devTools: false });
    renderAt('/_dev/top-nav');
    expect(await screen.findByText('Page not found: /_dev/top-nav')).toBeTruthy();
  });

  it('shows a dev page while the dev flag is on', async () => {
    api({ loggedIn: true, devTools: true });
    renderAt('/_dev/top-nav');
    expect(await screen.findByRole('heading', { name: 'Top navigation states' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Developer tools' })).toBeTruthy();
  });
});

describe("a member's first call", () => {
  // the search remote still loading: what the page would ask for is under way already
  const searchStillLoading = () => {
    const loader = fakeLoader({});
    setRemoteLoader({
      ...loader,
      load: (remote: string, module: string) =>
        remote === 'search' ? new Promise<never>(() => undefined) : loader.load(remote, module),
    });
  };

  it("starts /members' first search while the search remote is still loading", async () => {
    searchStillLoading();
    const { urls } = api({ loggedIn: true });
    renderAt('/members');
    await waitFor(() => expect(urls).toContain(`GET /api/search.php?auto_load=1&page=1&pp=${SEARCH_PAGE_SIZE}`));
    expect(urls.filter((u) => u.startsWith('GET /api/search.php'))).toHaveLength(1);
  });

  it("leaves a visitor's search to the page (its query differs)", async () => {
    searchStillLoading();
    const { urls } = api({ loggedIn: false });
    renderAt('/members');
    await waitFor(() => expect(urls).toContain('GET /api/user.php'));
    await act(async () => undefined);
    expect(urls.filter((u) => u.startsWith('GET /api/search.php'))).toEqual([]);
  });
});
