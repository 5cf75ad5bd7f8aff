import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@dating/api-client';
import { useBusEvent } from '@dating/bus';
import { getLikes, getUser, type User } from '@dating/contract';

/**
 * How a change the member made in another tab reaches this one when the server's stream does not carry it (a
 * saved profile, a login, the member's own like): the bus relay, answered by setting or invalidating the query it
 * concerns. In this tab every part already reads the same cache, so its own events need nothing.
 */
export function useCrossTabSync(): void {
  const queryClient = useQueryClient();
  useBusEvent('user:changed', ({ user }, { fromOtherTab }) => {
    if (fromOtherTab) queryClient.setQueryData(apiKey(getUser), { user: user as User | null });
  });
  useBusEvent('likes:changed', (_change, { fromOtherTab }) => {
    if (fromOtherTab) void queryClient.invalidateQueries({ queryKey: apiKey(getLikes) });
  });
}
