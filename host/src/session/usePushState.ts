import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { readPushSubscribed } from './push-state';
import { session } from './store';

/** Looks up the push subscription whenever a member logs in; polling reads it for its interval. */
export function usePushState(): void {
  const { user } = useSnapshot(session);
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
