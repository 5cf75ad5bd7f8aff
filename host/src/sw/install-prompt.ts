import { appState } from './store';

/** Chromium's beforeinstallprompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

const DISMISSED_KEY = 'install-prompt-dismissed';
let deferred: BeforeInstallPromptEvent | null = null;

type InstallTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'> & {
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
};

function declinedHere(target: InstallTarget): boolean {
  try {
    return target.localStorage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Holds the browser's install offer back (preventDefault) so the shell's own 'Install the app' button can
 * show it when the member wants. Returns stop().
 */
export function captureInstallPrompt(target: InstallTarget = window): () => void {
  if (typeof target.matchMedia === 'function' && target.matchMedia('(display-mode: standalone)').matches)
    appState.installed = true;
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    appState.canInstall = !appState.installed && !declinedHere(target);
  };
  const onInstalled = () => {
    deferred = null;
    appState.installed = true;
    appState.canInstall = false;
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; the member may accept or cancel it. Resolves with the outcome. */
export async function showInstallPrompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // An offer can be shown once; whatever the answer, the button goes until the browser offers again.
  deferred = null;
  appState.canInstall = false;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') appState.installed = true;
    return outcome;
  } catch {
    return 'dismissed';
  }
}

/** The member does not want the app: the button goes and stays away in this browser. */
export function dismissInstallPrompt(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  appState.canInstall = false;
  try {
    storage?.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode: dismissed for this page only.
  }
}
