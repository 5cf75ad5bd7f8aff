import { act, screen } from '@testing-library/react';
import { Widget } from '@dating/ui';
import { setRemoteLoader } from '../../src/federation/federation';
import { RemoteModule } from '../../src/federation/RemoteModule';
import { ErrorPage } from '../../src/pages/ErrorPage';
import { resetSession } from '../../src/session/store';
import { installVisitorApi } from '../helpers/fake-api';
import { fakeLoader } from '../helpers/fake-loader';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

/** The browser's idle moments, given by the test: a widget waits for one after the page's own content. */
const idleCallbacks: Array<() => void> = [];
const browserIdle = () => act(async () => idleCallbacks.splice(0).forEach((callback) => callback()));

const props = { route: 'index', params: {}, layout: 'lander' as const };
const LandingPage = () => (
  <>
    <h1>Find someone tonight</h1>
    <Widget name="signupForm" />
  </>
);
const SignupForm = () => <form aria-label="Sign up" />;

beforeAll(loadHostNamespace);
beforeAll(() => {
  window.requestIdleCallback = (callback) => idleCallbacks.push(() => callback({} as IdleDeadline));
});
beforeEach(() => {
  resetSession();
  installVisitorApi();
});
afterEach(() => setRemoteLoader(null));

// One page per file: its first content shows once, as on a real page (issue 29: one remote entry on a first render).
describe('another remote’s module beside a page’s own content', () => {
  it('loads once the page’s content is on screen and the browser idle, its place held until then', async () => {
    const loader = fakeLoader({ 'landers/./IndexPage': LandingPage, 'signup/./SignupForm': SignupForm });
    setRemoteLoader(loader);
    renderWithShell(<RemoteModule remote="landers" module="./IndexPage" props={props} />);

    expect(await screen.findByRole('heading', { name: 'Find someone tonight' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(loader.loads).toEqual(['landers/./IndexPage']);

    await browserIdle();
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(loader.loads).toEqual(['landers/./IndexPage', 'signup/./SignupForm']);
  });

  it('loads at once where it mounts after that (a later navigation, the error page)', async () => {
    const loader = fakeLoader({ 'signup/./SignupForm': SignupForm });
    setRemoteLoader(loader);
    renderWithShell(<ErrorPage status={404} message="Page not found: /x" />);
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(idleCallbacks).toEqual([]);
  });
});
