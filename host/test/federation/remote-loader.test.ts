import { RemoteUnavailableError } from '../../src/federation/errors';
import type { Pointer, PointerClient } from '../../src/federation/pointer';
import {
  createRemoteLoader,
  deferredRuntime,
  remoteModuleId,
  type FederationRuntime,
} from '../../src/federation/remote-loader';

const entry = (name: string, version: string) => ({ version, entry: `/remotes/${name}/${version}/mf-manifest.json` });

function pointerOf(initial: Pointer): PointerClient & { set(p: Pointer): void } {
  let current = initial;
  return {
    set: (p) => (current = p),
    check: jest.fn(async () => current),
    refresh: jest.fn(async () => current),
    current: () => current,
  };
}

type FakeRuntime = FederationRuntime & { registerRemotes: jest.Mock; loadRemote: jest.Mock };

function fakeRuntime(load: (id: string) => Promise<unknown>): FakeRuntime {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(load) } as unknown as FakeRuntime;
}

const PAGE = { default: () => null };

describe('remote loader', () => {
  it('registers the remote by its manifest URL and loads the exposed module', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const loader = createRemoteLoader({ runtime, pointer: pointerOf({ remotes: { profile: entry('profile', '1') } }) });

    await expect(loader.load('profile', './ProfilePage')).resolves.toBe(PAGE);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'profile', entry: '/remotes/profile/1/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('profile/ProfilePage');
    expect(loader.registeredVersion('profile')).toBe('1');
  });

  it('retries a failing load with growing waits, then succeeds', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    let calls = 0;
    const runtime = fakeRuntime(async () => {
      calls += 1;
      if (calls < 3) throw new Error('RUNTIME-008 script failed');
      return PAGE;
    });
    const loader = createRemoteLoader({
      runtime,
      pointer: pointerOf({ remotes: { profile: entry('profile', '1') } }),
      retry: { attempts: 3, baseDelayMs: 400, factor: 3, sleep },
    });
    await expect(loader.load('profile', './ProfilePage')).resolves.toBe(PAGE);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[400], [1200]]);
  });

  it('gives up after the last try with a RemoteUnavailableError', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    const runtime = fakeRuntime(async () => {
      throw new Error('entry failed');
    });
    const loader = createRemoteLoader({
      runtime,
      pointer: pointerOf({ remotes: { chat: entry('chat', '1') } }),
      retry: { sleep },
    });
    const error = await loader.load('chat', './ChatsPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'chat', failure: 'load' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('fails at once for a remote that is not in the pointer, without touching the runtime', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const loader = createRemoteLoader({ runtime, pointer: pointerOf({ remotes: {} }) });
    await expect(loader.load('search', './MemberOverview')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      failure: 'missing',
    });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('says a page the deployed remote does not have is missing, at once, without retrying', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    const runtime = fakeRuntime(async () => {
      throw new Error('Module "./ResetPasswordPage" does not exist in container.');
    });
    const loader = createRemoteLoader({
      runtime,
      pointer: pointerOf({ remotes: { profile: entry('profile', '1') } }),
      retry: { sleep },
    });
    await expect(loader.load('profile', './ResetPasswordPage')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      failure: 'missing',
    });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('treats an empty answer of the runtime as a failure', async () => {
    const runtime = fakeRuntime(async () => null);
    const loader = createRemoteLoader({
      runtime,
      pointer: pointerOf({ remotes: { likes: entry('likes', '1') } }),
      retry: { attempts: 1 },
    });
    await expect(loader.load('likes', './LikesPage')).rejects.toMatchObject({ failure: 'empty' });
  });

  it('never swaps a mounted remote; takes the new version at the next load once it is unmounted', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const pointer = pointerOf({ remotes: { profile: entry('profile', '1') } });
    const loader = createRemoteLoader({ runtime, pointer });
    await loader.load('profile', './ProfilePage');
    const unmount = loader.mount('profile');

    pointer.set({ remotes: { profile: entry('profile', '2') } });
    await loader.load('profile', './NotificationsPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(loader.registeredVersion('profile')).toBe('1');

    unmount();
    await loader.load('profile', './ProfilePage');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'profile', entry: '/remotes/profile/2/mf-manifest.json' }],
      { force: true },
    );
    expect(loader.registeredVersion('profile')).toBe('2');
  });

  it('picks up a rollback published between two tries', async () => {
    const sleep = jest.fn().mockResolvedValue(undefined);
    const pointer = pointerOf({ remotes: { profile: entry('profile', 'broken') } });
    const runtime = fakeRuntime(async () => {
      if (pointer.current()!.remotes.profile.version === 'broken') {
        pointer.set({ remotes: { profile: entry('profile', 'good') } });
        throw new Error('factory threw');
      }
      return PAGE;
    });
    const loader = createRemoteLoader({ runtime, pointer, retry: { sleep } });
    await expect(loader.load('profile', './ProfilePage')).resolves.toBe(PAGE);
    expect(loader.registeredVersion('profile')).toBe('good');
  });

  it('builds the runtime id from the exposed module name', () => {
    expect(remoteModuleId('search', './MemberOverview')).toBe('search/MemberOverview');
  });

  it('keeps a held remote on its version until the hold is released', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const pointer = pointerOf({ remotes: { profile: entry('profile', '1') } });
    let held = true;
    const loader = createRemoteLoader({ runtime, pointer, isHeld: () => held });
    await loader.load('profile', './ProfilePage');

    pointer.set({ remotes: { profile: entry('profile', '2') } });
    await loader.load('profile', './ProfilePage');
    expect(loader.registeredVersion('profile')).toBe('1');

    held = false;
    await loader.load('profile', './ProfilePage');
    expect(loader.registeredVersion('profile')).toBe('2');
  });

  it('checks the pointer without registering; a remote not loaded yet takes the new version at first use', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const pointer = pointerOf({ remotes: { chat: entry('chat', '1') } });
    const loader = createRemoteLoader({ runtime, pointer });
    pointer.set({ remotes: { chat: entry('chat', '2') } });
    await loader.checkPointer!();
    expect(pointer.check).toHaveBeenCalled();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(loader.versionOf!('chat')).toBe('2');
    await loader.load('chat', './ChatsPage');
    expect(loader.registeredVersion('chat')).toBe('2');
  });
});

describe('the runtime, made at the first remote load', () => {
  it('is not made until a remote is loaded, and then takes the registrations in their order', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const create = jest.fn(async () => runtime);
    const deferred = deferredRuntime(create);
    deferred.registerRemotes([{ name: 'chat', entry: '/remotes/chat/1/mf-manifest.json' }]);
    deferred.registerRemotes([{ name: 'chat', entry: '/remotes/chat/2/mf-manifest.json' }], { force: true });
    expect(create).not.toHaveBeenCalled();

    await expect(deferred.loadRemote('chat/ChatsPage')).resolves.toBe(PAGE);
    expect(create).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'chat', entry: '/remotes/chat/1/mf-manifest.json' }]],
      [[{ name: 'chat', entry: '/remotes/chat/2/mf-manifest.json' }], { force: true }],
    ]);
    await deferred.loadRemote('chat/ChatsPage');
    expect(create).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('is asked for again at the next load when it failed to load (its chunk from a replaced version)', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const create = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 3818 failed')).mockResolvedValue(runtime);
    const deferred = deferredRuntime(create);
    deferred.registerRemotes([{ name: 'chat', entry: '/remotes/chat/1/mf-manifest.json' }]);
    await expect(deferred.loadRemote('chat/ChatsPage')).rejects.toThrow('Loading chunk 3818 failed');
    await expect(deferred.loadRemote('chat/ChatsPage')).resolves.toBe(PAGE);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'chat', entry: '/remotes/chat/1/mf-manifest.json' }]);
  });

  it('starts loading while the loader asks the pointer', async () => {
    const runtime = fakeRuntime(async () => PAGE);
    const create = jest.fn(async () => runtime);
    let answer: (p: Pointer) => void = () => undefined;
    const pointer: PointerClient = {
      check: () => new Promise<Pointer>((resolve) => (answer = resolve)),
      refresh: async () => ({ remotes: {} }),
      current: () => null,
    };
    const loading = createRemoteLoader({ runtime: deferredRuntime(create), pointer }).load('chat', './ChatsPage');
    expect(create).toHaveBeenCalledTimes(1);
    answer({ remotes: { chat: entry('chat', '1') } });
    await expect(loading).resolves.toBe(PAGE);
  });
});

describe('a load under way', () => {
  it('is joined by a second load of the same module, and a later load starts afresh', async () => {
    let finish: (page: unknown) => void = () => undefined;
    const runtime = fakeRuntime(() => new Promise((resolve) => (finish = resolve)));
    const loader = createRemoteLoader({ runtime, pointer: pointerOf({ remotes: { search: entry('search', '1') } }) });
    const early = loader.load('search', './SearchPage');
    const page = loader.load('search', './SearchPage');
    expect(page).toBe(early);
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish(PAGE);
    await expect(page).resolves.toBe(PAGE);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    runtime.loadRemote.mockResolvedValue(PAGE);
    await loader.load('search', './SearchPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
