import { screen, within } from '@testing-library/react';
import { setRemoteLoader } from '../../src/federation/federation';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { resetSession } from '../../src/session/store';
import { installFakeApi, installVisitorApi } from '../helpers/fake-api';
import { fakeLoader } from '../helpers/fake-loader';
import { settings, user } from '../helpers/fixtures';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

beforeAll(loadHostNamespace);
beforeEach(() => {
  resetSession();
  installVisitorApi();
});
afterEach(() => setRemoteLoader(null));

describe('error page', () => {
  it('gives a visitor the status, the message and the signup form', async () => {
    setUserAgent(BROWSER);
    const loader = fakeLoader({ 'signup/./SignupForm': () => <form aria-label="Sign up" /> });
    setRemoteLoader(loader);
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('Page not found: /x')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(loader.loads).toEqual(['signup/./SignupForm']);
  });

  it('gives a member the member overview', async () => {
    setUserAgent(BROWSER);
    installFakeApi(({ path }) => {
      if (path === '/api/settings.php') return { status: 200, body: settings() };
      if (path === '/api/user.php') return { status: 200, body: { user: user() } };
      return undefined;
    });
    const loader = fakeLoader({ 'search/./MemberOverview': () => <p>members you may like</p> });
    setRemoteLoader(loader);
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    expect(await screen.findByText('members you may like')).toBeTruthy();
    expect(loader.loads).toEqual(['search/./MemberOverview']);
  });

  it("ends in a link to a visitor's home page, the front page", async () => {
    setUserAgent(BROWSER);
    setRemoteLoader(fakeLoader({ 'signup/./SignupForm': () => <form aria-label="Sign up" /> }));
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    await screen.findByRole('form', { name: 'Sign up' });
    const error = screen.getByRole('region', { name: 'Error' });
    expect(within(error).getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(within(error).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("ends in a link to a member's home page, /home", async () => {
    setUserAgent(BROWSER);
    installFakeApi(({ path }) => {
      if (path === '/api/settings.php') return { status: 200, body: settings() };
      if (path === '/api/user.php') return { status: 200, body: { user: user() } };
      return undefined;
    });
    setRemoteLoader(fakeLoader({ 'search/./MemberOverview': () => <p>members you may like</p> }));
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    await screen.findByText('members you may like');
    const error = screen.getByRole('region', { name: 'Error' });
    expect(within(error).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });

  it('shows the unavailable panel when that remote is missing, keeping status and message', async () => {
    setUserAgent(BROWSER);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(fakeLoader({}));
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the site is not available yet');
    expect(screen.getByText('Page not found: /x')).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('gives a bot the plain status and message, without the extra areas or the site chrome', () => {
    setUserAgent(GOOGLEBOT);
    const loader = fakeLoader({ 'signup/./SignupForm': () => <form aria-label="Sign up" /> });
    setRemoteLoader(loader);
    const { container } = renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByText('Page not found: /x')).toBeTruthy();
    expect(loader.loads).toEqual([]);
    expect(container.querySelector('.top-nav')).toBeNull();
  });
});
