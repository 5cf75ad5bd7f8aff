import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@dating/api-client';
import { useBusEvent } from '@dating/bus';
import { getChats, getLikes, getUser, type User } from '@dating/contract';

/**
 * The one way a change in another tab reaches this one: the bus relay, answered by setting or invalidating the
 * query it concerns. In this tab every part already reads the same cache, so its own events need nothing.
 */
export function useCrossTabSync(): void {
  const queryClient = useQueryClient();
  useBusEvent('user:changed', ({ user }, { fromOtherTab }) => {
    if (fromOtherTab) queryClient.setQueryData(apiKey(getUser), { user: user as User | null });
  });
  useBusEvent('likes:changed', (_change, { fromOtherTab }) => {
    if (fromOtherTab) void queryClient.invalidateQueries({ queryKey: apiKey(getLikes) });
  });
  useBusEvent('unread:changed', (_change, { fromOtherTab }) => {
    if (fromOtherTab) void queryClient.invalidateQueries({ queryKey: apiKey(getChats) });
  });
}
