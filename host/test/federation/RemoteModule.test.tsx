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
    setRemoteLoader(fakeLoader({ 'profile/./ProfilePage': ({ route }: { route: string }) => <h1>page of {route}</h1> }));
    renderWithShell(<RemoteModule remote="profile" module="./ProfilePage" props={props} />);
    expect(await screen.findByRole('heading', { name: 'page of profile' })).toBeTruthy();
  });

  it('shows the unavailable panel for a remote missing from the pointer, with a retry that loads again', async () => {
    const loader = fakeLoader({});
    setRemoteLoader(loader);
    renderWithShell(<RemoteModule remote="search" module="./MemberOverview" props={props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part is unavailable right now');
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => fireEvent.click(retry));
    expect(loader.loads).toEqual(['search/./MemberOverview', 'search/./MemberOverview']);
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
