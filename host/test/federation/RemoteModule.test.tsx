import { act, fireEvent, screen } from '@testing-library/react';
import { getBus } from '@dating/bus';
import { RemoteModule } from '../../src/federation/RemoteModule';
import { setRemoteLoader } from '../../src/federation/federation';
import { fakeLoader } from '../helpers/fake-loader';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

const props = { route: 'profile', params: {}, layout: 'default' as const };

beforeAll(loadHostNamespace);
afterEach(() => setRemoteLoader(null));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a remote on the page', () => {
  it('renders the exposed module with the route props', async () => {
    setRemoteLoader(
      fakeLoader({ 'profile/./ProfilePage': ({ route }: { route: string }) => <h1>page of {route}</h1> }),
    );
    renderWithShell(<RemoteModule remote="profile" module="./ProfilePage" props={props} />);
    expect(await screen.findByRole('heading', { name: 'page of profile' })).toBeTruthy();
  });

  it('says plainly that a remote missing from the pointer is not deployed, without a pointless retry', async () => {
    setRemoteLoader(fakeLoader({}));
    renderWithShell(<RemoteModule remote="search" module="./MemberOverview" props={props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the site is not available yet');
    expect(alert.textContent).not.toContain('Try again in a moment');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the log in and sign up links when a page of a layout without navigation is not deployed', async () => {
    setRemoteLoader(fakeLoader({}));
    renderWithShell(<RemoteModule remote="landers" module="./MatchFinderPage" props={{ ...props, layout: 'empty' }} />);
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('shows no second navigation where the layout has one', async () => {
    setRemoteLoader(fakeLoader({}));
    renderWithShell(<RemoteModule remote="landers" module="./IndexPage" props={{ ...props, layout: 'lander' }} />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the panel when the entry fails, and recovers on retry', async () => {
    let fail = true;
    const Page = () => <p>loaded at last</p>;
    setRemoteLoader({
      load: async <T,>() => {
        if (fail) throw new Error('RUNTIME-008: Failed to load script resources');
        return { default: Page } as T;
      },
      mount: () => () => undefined,
      registeredVersion: () => undefined,
    });
    renderWithShell(<RemoteModule remote="chat" module="./ChatsPage" props={props} />);
    await screen.findByRole('alert');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('loaded at last')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a render error: the panel shows, the rest of the page stays, the bus hears of it', async () => {
    const reports: unknown[] = [];
    const off = getBus().on('remote:error', (payload) => reports.push(payload));
    const Broken = () => {
      throw new Error('render exploded');
    };
    setRemoteLoader(fakeLoader({ 'likes/./LikesPage': Broken, 'chat/./ChatsPage': () => <p>chats still here</p> }));
    renderWithShell(
      <>
        <RemoteModule remote="likes" module="./LikesPage" props={props} />
        <RemoteModule remote="chat" module="./ChatsPage" props={props} />
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This part is unavailable right now');
    expect(await screen.findByText('chats still here')).toBeTruthy();
    expect(reports).toEqual([{ remote: 'likes', phase: 'render', message: 'render exploded' }]);
    off();
  });
});
