import { watchConnectivity } from './connectivity';
import { captureInstallPrompt } from './install-prompt';
import { checkForNewBuild } from './new-build';
import { pageSettled } from '../app/page-settled';
import { registerServiceWorker, type RegisterOptions, type ServiceWorkerControl } from './register-sw';

let control: ServiceWorkerControl | null = null;

/**
 * Starts the installable app once per page: the service worker, the connection watch and the install
 * offer. Returns stop() for the listeners (the registration itself stays, as it should).
 */
export function startInstallableApp(options: RegisterOptions = {}): () => void {
  const stopConnectivity = watchConnectivity();
  const stopInstall = captureInstallPrompt();
  // Registered once the page has settled, as Workbox advises: installing precaches the shell, which would
  // compete with the first visit's own files.
  void pageSettled()
    .then(() => registerServiceWorker(options))
    .then((registered) => {
      control = registered;
    });
  return () => {
    stopConnectivity();
    stopInstall();
  };
}

/** Refresh in the update prompt: the waiting worker takes over and the page reloads once. */
export function applyAppUpdate(): void {
  if (control) control.applyUpdate();
  else location.reload();
}

/**
 * Looks for a new shell release (builds/latest.json); when there is one, the service worker is asked to
 * fetch the new sw.js so that Refresh can hand over to it. Runs with the pointer checks (start, poll,
 * page visible again).
 */
export async function checkForAppRelease(): Promise<void> {
  const found = await checkForNewBuild();
  if (found) control?.checkForUpdate();
}

/** Tests reset the module state. */
export function setServiceWorkerControl(next: ServiceWorkerControl | null): void {
  control = next;
}
