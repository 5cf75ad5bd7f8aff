import { proxy } from 'valtio';

/** A newer shell release than the one running, from builds/latest.json and builds/meta/<buildId>.json. */
export interface NewBuild {
  buildId: string;
  version?: string;
  builtAt?: string;
}

export interface AppState {
  /** the service worker is registered for scope '/' */
  registered: boolean;
  /** a service worker of this site is active */
  activated: boolean;
  /** a new service worker waits: the prompt offers Refresh */
  needsRefresh: boolean;
  /** the first service worker is active: the shell is cached and starts offline */
  offlineReady: boolean;
  /** registering the service worker failed (unsupported context, sw.js missing, a script error) */
  registrationError: boolean;
  /** the browser has no connection, or the last requests failed for lack of one */
  offline: boolean;
  /** a newer release of the shell is out */
  newBuild: NewBuild | null;
  /** the browser offered to install the app (beforeinstallprompt) and the member has not declined here */
  canInstall: boolean;
  /** the app runs installed, or was installed from this page */
  installed: boolean;
}

export function initialAppState(): AppState {
  return {
    registered: false,
    activated: false,
    needsRefresh: false,
    offlineReady: false,
    registrationError: false,
    offline: false,
    newBuild: null,
    canInstall: false,
    installed: false,
  };
}

/** The installable app's state: service worker, connection, new release, install offer. */
export const appState = proxy<AppState>(initialAppState());

export function resetAppState(): void {
  Object.assign(appState, initialAppState());
}
