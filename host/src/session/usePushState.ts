import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { isPushSubscribed, pushState, refreshPushState, startLastMessageSync } from '@dating/push';
import { session } from './store';
import { useSession } from './useSession';

/**
 * Reads the page-wide push state (@dating/push) whenever a member logs in, and mirrors "subscribed" into the
 * session for polling (docs/product.md §9: 300 s while subscribed). Push is offered to members only
 * (docs/product.md §6), so nothing is read for visitors.
 */
export function usePushState(): void {
  const { user } = useSession();
  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn) return;
    startLastMessageSync();
    const mirror = () => (session.pushSubscribed = isPushSubscribed(pushState.isSubscribed));
    const stop = subscribe(pushState, mirror);
    void refreshPushState().then(mirror);
    return stop;
  }, [loggedIn]);
}
