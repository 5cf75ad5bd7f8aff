import { useErrorBeacon } from '../federation/useErrorBeacon';
import { usePointerRechecks } from '../federation/usePointerRechecks';
import { useAppBadgeSync } from '../nav/useBadgeSync';
import { useEventStream } from '../realtime/useEventStream';
import { useCrossTabSync } from './useCrossTabSync';
import { usePageHiddenBeacon } from './usePageHiddenBeacon';
import { usePolling } from './usePolling';
import { usePushState } from './usePushState';
import { useSessionSync } from './useSessionSync';

/** Runs the session's background work once for the whole page; renders nothing. */
export function SessionEffects() {
  useSessionSync();
  usePushState();
  usePolling();
  useEventStream();
  useCrossTabSync();
  useAppBadgeSync();
  usePointerRechecks();
  useErrorBeacon();
  usePageHiddenBeacon();
  return null;
}
