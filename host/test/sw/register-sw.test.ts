import { registerServiceWorker, type WorkboxLike } from '../../src/sw/register-sw';
import { appState, resetAppState } from '../../src/sw/store';

type Listener = (event: { isUpdate?: boolean }) => void;

function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> | Error = {}) {
  const listeners = new Map<string, Listener[]>();
  const wb = {
    addEventListener: jest.fn((type: string, fn: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    ),
    register: jest.fn(async () => {
      if (registration instanceof Error) throw registration;
      return registration as ServiceWorkerRegistration;
    }),
    messageSkipWaiting: jest.fn(),
    update: jest.fn(async () => undefined),
    fire(type: string, event: { isUpdate?: boolean } = {}) {
      for (const fn of listeners.get(type) ?? []) fn(event);
    },
  };
  return wb;
}

beforeEach(() => resetAppState());

describe('service worker states', () => {
  it('is registered, then activated and offline ready on the first install', async () => {
    const wb = fakeWorkbox();
    await registerServiceWorker({ createWorkbox: () => wb as unknown as WorkboxLike, reload: jest.fn() });
    expect(appState.registered).toBe(true);
    expect(appState.activated).toBe(false);
    wb.fire('activated', { isUpdate: false });
    expect(appState).toMatchObject({
      activated: true,
      offlineReady: true,
      needsRefresh: false,
      registrationError: false,
    });
  });

  it('needs a refresh when an update waits; Refresh hands over and the takeover reloads exactly once', async () => {
    const wb = fakeWorkbox();
    const reload = jest.fn();
    const control = await registerServiceWorker({ createWorkbox: () => wb as unknown as WorkboxLike, reload });
    wb.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    wb.fire('waiting');
    expect(appState.needsRefresh).toBe(true);
    control.applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalled();
    wb.fire('controlling');
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sees an update already waiting at registration', async () => {
    const wb = fakeWorkbox({ active: {} as ServiceWorker, waiting: {} as ServiceWorker });
    await registerServiceWorker({ createWorkbox: () => wb as unknown as WorkboxLike });
    expect(appState).toMatchObject({ registered: true, activated: true, needsRefresh: true });
  });

  it('sets the registration error flag when registering fails', async () => {
    const wb = fakeWorkbox(new Error('sw.js 404'));
    await registerServiceWorker({ createWorkbox: () => wb as unknown as WorkboxLike });
    expect(appState).toMatchObject({ registered: false, registrationError: true });
  });

  it('reloads on Refresh when no worker waits (a release announced by builds/latest.json only)', async () => {
    const wb = fakeWorkbox();
    const reload = jest.fn();
    const control = await registerServiceWorker({ createWorkbox: () => wb as unknown as WorkboxLike, reload });
    control.applyUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
