import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useUser } from '@dating/api-client';
import { useBusEvent } from '@dating/bus';
import { getUser, type User } from '@dating/contract';
import { clearUser } from './clear-user';
import { session } from './store';

/**
 * Feeds the session store from the api-client's user query (GET /api/user.php on start, then whatever
 * polling, login or a remote puts in that cache), and reacts to the bus: a 403 on user, chats or likes
 * ends the session; a login or logout in another tab is taken over.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const user = useUser();

  useEffect(() => {
    if (user.isSuccess) {
      session.user = user.data.user;
      session.userLoaded = true;
    } else if (user.isError) {
      // Unknown who is there (network down): treat as a visitor until the next answer says otherwise.
      session.userLoaded = true;
    }
  }, [user.isSuccess, user.isError, user.data]);

  useBusEvent('session:expired', () => clearUser(queryClient));
  // Another tab logged in or out, or a remote saved the member: the cache (and so this store) follows.
  // For an event publishUser sent from this tab the data is already there, and setting it again is a no-op.
  useBusEvent('user:changed', ({ user: changed }) => {
    queryClient.setQueryData(apiKey(getUser), { user: changed as User | null });
  });
}
