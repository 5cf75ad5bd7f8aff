import type { QueryClient } from '@tanstack/react-query';
import { apiKey, publishUser } from '@dating/api-client';
import { getChats, getLikes } from '@dating/contract';

/**
 * Forgets the member: the user query answers null (every remote sees it), other tabs hear it on the bus,
 * the member's chats and likes leave the cache so the next person on this browser never sees them.
 */
export function clearUser(queryClient: QueryClient): void {
  publishUser(queryClient, null);
  queryClient.removeQueries({ queryKey: apiKey(getChats) });
  queryClient.removeQueries({ queryKey: apiKey(getLikes) });
}
