import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiKey, getApi } from '@dating/api-client';
import { getChats, getLikes, getUser, type Endpoint } from '@dating/contract';
import { checkForUpdates } from '../app/check-updates';
import { startPolling } from './polling';
import { session } from './store';

/** Fetches a call into its cache entry, fresh; failures are the api-client's business (403 → bus). */
function refresh(queryClient: QueryClient, endpoint: Endpoint<any, any, any>) {
  return queryClient
    .fetchQuery({ queryKey: apiKey(endpoint), queryFn: ({ signal }) => getApi().call(endpoint, { signal }), staleTime: 0 })
    .catch(() => undefined);
}

/** Runs the polling of spec section 4 while a member is logged in; logout (user null) stops it. */
export function usePolling(): void {
  const queryClient = useQueryClient();
  const { user, userLoaded } = useSnapshot(session);
  const loggedIn = user !== null;
  const pageLoad = useRef(true);

  useEffect(() => {
    if (!userLoaded) return;
    // The first member known on this page came from the start-up user call, made a moment ago.
    const userIsFresh = pageLoad.current;
    pageLoad.current = false;
    if (!loggedIn) return;
    return startPolling(
      {
        refreshUser: () => refresh(queryClient, getUser),
        refreshChatsAndLikes: () => Promise.all([refresh(queryClient, getChats), refresh(queryClient, getLikes)]),
        pushSubscribed: () => session.pushSubscribed,
        checkPointer: checkForUpdates,
      },
      { userIsFresh },
    );
  }, [userLoaded, loggedIn, queryClient]);
}
