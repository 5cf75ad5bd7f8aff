import { useErrorBeacon } from '../federation/useErrorBeacon';
import { usePointerRechecks } from '../federation/usePointerRechecks';
import { useAppBadgeSync } from '../nav/useBadgeSync';
import { useEventStream } from '../realtime/useEventStream';
import { useCrossTabSync } from './useCrossTabSync';
import { usePageHiddenBeacon } from './usePageHiddenBeacon';
import { usePolling } from './usePolling';
import { usePushState } from './usePushState';
import { useSessionSync } from './useSessionSync';

/**
 * The page's background work, once for the whole page: the session and push state, polling and the event stream,
 * the tabs and the app badge kept in step, the pointer rechecks and the beacons. Renders nothing.
 */
export function PageBackgroundWork() {
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
