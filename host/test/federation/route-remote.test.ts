import { setRemoteLoader } from '../../src/federation/federation';
import type { RemoteLoader } from '../../src/federation/remote-loader';
import { startRouteRemote } from '../../src/federation/route-remote';

describe("the page's remote, started before the shell renders", () => {
  const load = jest.fn(async () => ({ default: () => null }));
  beforeEach(() => {
    load.mockClear();
    setRemoteLoader({ load, mount: () => () => undefined, registeredVersion: () => undefined } as RemoteLoader);
  });
  afterAll(() => setRemoteLoader(null));

  it('is the module the route table names for the path opened', () => {
    startRouteRemote('/members');
    expect(load).toHaveBeenCalledWith('search', './SearchPage');
    startRouteRemote('/chats/12');
    expect(load).toHaveBeenLastCalledWith('chat', './ChatPage');
  });

  it("is nothing for the shell's own pages and for paths no route has", () => {
    startRouteRemote('/login');
    startRouteRemote('/no-such-page');
    expect(load).not.toHaveBeenCalled();
  });
});
