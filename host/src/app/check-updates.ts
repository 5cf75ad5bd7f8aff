import { checkPointerNow } from '../federation/pointer-rechecks';
import { checkForAppRelease } from '../sw/app-shell';
import { pageSettled } from './page-settled';

let inFlight: Promise<void> | null = null;

/**
 * What the shell re-checks at start, on each session poll and when the page is visible again: the remotes
 * pointer (new remote versions) and builds/latest.json (a new shell release), once the page has settled (a
 * route that needs the pointer asks for it itself). Never throws.
 */
export function checkForUpdates(): Promise<void> {
  // The start and the first session poll ask at once: one check answers both.
  inFlight ??= pageSettled()
    .then(() => Promise.all([checkPointerNow(), checkForAppRelease().catch(() => undefined)]))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
