import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApiQuery, useChats, useLikes } from '@dating/api-client';
import { POLL_CHATS_LIKES_DELAY_MS } from '@dating/config';
import { getUser } from '@dating/contract';
import { checkForUpdates } from '../app/check-updates';
import { pollInterval } from './polling';
import { session } from './store';

/** true `delayMs` after `on` turned true; false at once when it turns false. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    setDelayed(false);
    if (!on) return;
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && delayed;
}

/**
 * The polling of docs/product.md §4, §9 as react-query intervals on the user, chats and likes queries: while a
 * member is logged in the user every 60 s (300 s with push), chats and likes starting 1 s after the user and
 * then on the same beat. A logout (user null) ends every interval; the pointer is re-checked at each round.
 */
export function usePolling(): void {
  const { pushSubscribed, streamConnected } = useSnapshot(session);
  // With the stream open the news comes through it; the polling is only the fallback (the slower beat of
  // docs/product.md §9).
  const every = pollInterval(pushSubscribed || streamConnected);
  const user = useApiQuery(getUser, undefined, {
    staleTime: 30_000,
    retry: false,
    // only a member is polled: the interval follows the answer, so a logout ends it
    refetchInterval: (query) => (query.state.data?.user ? every : false),
    refetchIntervalInBackground: true,
  });
  const loggedIn = Boolean(user.data?.user);

  const chatsAndLikes = useDelayedFlag(loggedIn, POLL_CHATS_LIKES_DELAY_MS);
  const follow = {
    enabled: chatsAndLikes,
    refetchInterval: chatsAndLikes ? every : (false as const),
    refetchIntervalInBackground: true,
  };
  useChats(follow);
  useLikes(follow);

  useEffect(() => {
    if (loggedIn) void checkForUpdates();
  }, [loggedIn, user.dataUpdatedAt]);
}
