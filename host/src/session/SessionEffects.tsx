import { useErrorBeacon } from '../federation/useErrorBeacon';
import { usePointerRechecks } from '../federation/usePointerRechecks';
import { useBadgeSync } from '../nav/useBadgeSync';
import { usePolling } from './usePolling';
import { usePushState } from './usePushState';
import { useSessionSync } from './useSessionSync';

/** Runs the session's background work once for the whole page; renders nothing. */
export function SessionEffects() {
  useSessionSync();
  usePushState();
  usePolling();
  useBadgeSync();
  usePointerRechecks();
  useErrorBeacon();
  return null;
}
