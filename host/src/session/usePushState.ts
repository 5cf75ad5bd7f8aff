import { useEffect } from 'react';
import { readPushSubscribed } from './push-state';
import { session } from './store';
import { useSession } from './useSession';

/** Looks up the push subscription whenever a member logs in; polling reads it for its interval. */
export function usePushState(): void {
  const { user } = useSession();
  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void readPushSubscribed().then((subscribed) => {
      if (live) session.pushSubscribed = subscribed;
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);
}
