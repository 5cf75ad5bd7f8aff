import { useEffect } from 'react';
import { checkForUpdates } from '../app/check-updates';
import { startPointerRechecks } from './pointer-rechecks';

/** Checks the remotes pointer and the shell release at start and when the page is visible again. */
export function usePointerRechecks(): void {
  useEffect(() => startPointerRechecks({ check: checkForUpdates }), []);
}
