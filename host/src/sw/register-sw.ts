import type { Workbox } from 'workbox-window';
import { appState } from './store';

/** The part of workbox-window's Workbox the shell uses (an interface so tests can fake it). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

export interface RegisterOptions {
  /** makes the Workbox for /sw.js; absent when the browser has no service workers */
  createWorkbox?: () => WorkboxLike;
  reload?: () => void;
}

export interface ServiceWorkerControl {
  /** the member pressed Refresh: the waiting worker takes over and the page reloads once */
  applyUpdate(): void;
  /** asks the browser to look for a new sw.js now (a new release was announced) */
  checkForUpdate(): void;
}

const NO_CONTROL: ServiceWorkerControl = { applyUpdate: () => location.reload(), checkForUpdate: () => undefined };

async function defaultWorkbox(): Promise<WorkboxLike | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  return new Workbox('/sw.js', { scope: '/' });
}

/**
 * Registers /sw.js and mirrors its life cycle into appState: registered, activated, offlineReady (the
 * first install), needsRefresh (an update waits), registrationError. Taking control after Refresh reloads
 * the page exactly once; a worker that takes control by itself (first install, clientsClaim) does not.
 */
export async function registerServiceWorker({
  createWorkbox,
  reload = () => location.reload(),
}: RegisterOptions = {}): Promise<ServiceWorkerControl> {
  let wb: WorkboxLike | null;
  try {
    wb = createWorkbox ? createWorkbox() : await defaultWorkbox();
  } catch {
    appState.registrationError = true;
    return NO_CONTROL;
  }
  if (!wb) return NO_CONTROL;
  const workbox = wb;
  let refreshRequested = false;
  let reloaded = false;

  workbox.addEventListener('waiting', () => {
    appState.needsRefresh = true;
  });
  workbox.addEventListener('activated', (event) => {
    appState.activated = true;
    if (!event.isUpdate) appState.offlineReady = true;
  });
  workbox.addEventListener('controlling', () => {
    if (!refreshRequested || reloaded) return;
    reloaded = true;
    reload();
  });

  try {
    const registration = await workbox.register();
    appState.registered = Boolean(registration);
    if (registration?.active) appState.activated = true;
    if (registration?.waiting && registration.active) appState.needsRefresh = true;
  } catch {
    appState.registrationError = true;
  }

  return {
    applyUpdate() {
      if (!appState.needsRefresh) {
        // No worker waits (a new release announced before its worker arrived, or no worker at all).
        reload();
        return;
      }
      refreshRequested = true;
      workbox.messageSkipWaiting();
    },
    checkForUpdate() {
      void Promise.resolve(workbox.update()).catch(() => undefined);
    },
  };
}
