import { checkPointerNow } from '../federation/pointer-rechecks';
import { checkForAppRelease } from '../sw/app-shell';

/**
 * What the shell re-checks at start, on each session poll and when the page is visible again: the remotes
 * pointer (new remote versions) and builds/latest.json (a new shell release). Never throws.
 */
export function checkForUpdates(): Promise<void> {
  return Promise.all([checkPointerNow(), checkForAppRelease().catch(() => undefined)]).then(() => undefined);
}
