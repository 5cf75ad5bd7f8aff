import { act, screen } from '@testing-library/react';
import { holdRemoteUpdate, isRemoteUpdateHeld } from '@dating/bus';
import { setRemoteLoader } from '../../src/federation/federation';
import { createPointerClient } from '../../src/federation/pointer';
import { createRemoteLoader, type FederationRuntime } from '../../src/federation/remote-loader';
import { RemoteModule } from '../../src/federation/RemoteModule';
import { applyPageEvent } from '../../src/realtime/page-event';
import { parseStreamEvent } from '../../src/realtime/event-stream';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell, testQueryClient } from '../helpers/render';

/**
 * The event stream's `remotes` event (a promote or rollback on the server) makes the page ask for the
 * pointer at once, not at its next check up to 15 s later; the next navigation into the remote loads the new
 * version, while the one on screen, or one held by unsaved edits, keeps running.
 */
const entry = (version: string) => ({ version, entry: `/remotes/profile/${version}/mf-manifest.json` });

let live: string;
let fetches: number;
/** /remotes.json as the server answers it: the version live now, 304 when the page already has it. */
const fetchPointer = jest.fn(async (_url: string, init?: RequestInit) => {
  fetches += 1;
  const version = live;
  const etag = `"${version}"`;
  const unchanged = (init?.headers as Record<string, string>)['If-None-Match'] === etag;
  return {
    status: unchanged ? 304 : 200,
    ok: !unchanged,
    headers: { get: (name: string) => (name.toLowerCase() === 'etag' ? etag : null) },
    json: async () => ({ remotes: { profile: entry(version) } }),
  } as unknown as Response;
});

const Page = () => <h1>profile page</h1>;
let runtime: FederationRuntime & { registerRemotes: jest.Mock };
let loader: ReturnType<typeof createRemoteLoader>;
const remotesEvent = () => act(async () => applyPageEvent(testQueryClient(), { type: 'remotes' }));
const registeredEntries = () => runtime.registerRemotes.mock.calls.map(([remotes]) => remotes[0].entry);

beforeAll(loadHostNamespace);
beforeEach(() => {
  live = '1';
  fetches = 0;
  runtime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => ({ default: Page })),
  } as unknown as FederationRuntime & { registerRemotes: jest.Mock };
  // The page's real pointer client, with its 15 s guard (only the event may ask again this soon), and its holds.
  loader = createRemoteLoader({
    runtime,
    isHeld: isRemoteUpdateHeld,
    pointer: createPointerClient({ fetch: fetchPointer as unknown as typeof fetch, minIntervalMs: 15_000 }),
  });
  setRemoteLoader(loader);
});
afterEach(() => setRemoteLoader(null));

test('the stream’s remotes event is read from the wire', () => {
  expect(parseStreamEvent(JSON.stringify({ type: 'remotes' }))).toEqual({ type: 'remotes' });
});

test('a promote reaches the open page at once, and its next navigation runs the new version', async () => {
  const view = renderWithShell(<RemoteModule remote="profile" module="./ProfilePage" props={{}} />);
  await screen.findByRole('heading', { name: 'profile page' });
  const root = () => view.container.querySelector('[data-remote="profile"]')!;
  expect(root()).toHaveAttribute('data-pointer-version', '1');
  expect(fetches).toBe(1);

  live = '2';
  // Without the event, a navigation within 15 s would still load version 1.
  await remotesEvent();
  expect(fetches).toBe(2);
  expect(root()).toHaveAttribute('data-pointer-version', '2');
  // The remote on screen is never swapped under the member.
  expect(root()).toHaveAttribute('data-remote-version', '1');
  expect(registeredEntries()).toEqual(['/remotes/profile/1/mf-manifest.json']);

  // The next navigation into it (unmounted, then loaded again) runs the new version.
  view.unmount();
  await loader.load('profile', './ProfilePage');
  expect(loader.registeredVersion('profile')).toBe('2');

  // A rollback the same way.
  live = '1';
  await remotesEvent();
  expect(loader.pointerVersion?.('profile')).toBe('1');
  await loader.load('profile', './ProfilePage');
  expect(loader.registeredVersion('profile')).toBe('1');
});

test('a remote held by unsaved edits keeps its version through the event until the hold ends', async () => {
  await loader.load('profile', './ProfilePage');
  const release = holdRemoteUpdate('profile');
  live = '2';
  await remotesEvent();
  expect(loader.pointerVersion?.('profile')).toBe('2');
  await loader.load('profile', './ProfilePage');
  expect(loader.registeredVersion('profile')).toBe('1');
  release();
  await loader.load('profile', './ProfilePage');
  expect(loader.registeredVersion('profile')).toBe('2');
});

test('an event that changes nothing costs one conditional request and no re-registration', async () => {
  await loader.load('profile', './ProfilePage');
  await remotesEvent();
  expect(fetches).toBe(2);
  await loader.load('profile', './ProfilePage');
  expect(registeredEntries()).toEqual(['/remotes/profile/1/mf-manifest.json']);
});

test('a switch announced while a check is under way is not lost in that older answer', async () => {
  let deliverFirst: () => void = () => undefined;
  const slowFirst = jest.fn(async (url: string, init?: RequestInit) => {
    const answered = fetchPointer(url, init); // the server's answer as of now
    if (slowFirst.mock.calls.length === 1) await new Promise<void>((resolve) => (deliverFirst = resolve));
    return answered;
  });
  const client = createPointerClient({ fetch: slowFirst as unknown as typeof fetch, minIntervalMs: 15_000 });
  const check = client.check();
  // The switch, and its event, come while the check's answer (version 1) is still on its way.
  live = '2';
  const refresh = client.refresh();
  deliverFirst();
  expect((await check).remotes.profile!.version).toBe('1');
  expect((await refresh).remotes.profile!.version).toBe('2');
  expect(client.current()?.remotes.profile!.version).toBe('2');
  expect(slowFirst).toHaveBeenCalledTimes(2);
});
