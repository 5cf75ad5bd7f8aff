import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { countNewLikes, deleteLikes, getLikes, postLikes, type Likes } from '@dating/contract';
import { getBus, useBusEvent } from '@dating/bus';
import { getApi } from './client';
import { apiKey, useLikes } from './queries';

/**
 * Puts the server's likes answer into the page's one likes cache and announces it, so the host badge, the
 * search cards and the likes lists (here and, through the bus relay, in other tabs) agree at once.
 */
export function publishLikes(queryClient: QueryClient, likes: Likes, change: { profileId?: number; liked?: boolean } = {}): void {
  queryClient.setQueryData(apiKey(getLikes), likes);
  getBus().emit('likes:changed', { newLikes: countNewLikes(likes), ...change });
}

/** Like or unlike a member; the answer (the member's whole likes picture) is published page-wide. */
export function useLikeToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, like }: { profileId: number; like: boolean }) =>
      getApi().call(like ? postLikes : deleteLikes, { body: { profile: profileId } }),
    onSuccess: (likes, { profileId, like }) => publishLikes(queryClient, likes, { profileId, liked: like }),
    // spec section 8: like errors are logged only
    onError: (err) => console.error('like failed', err),
  });
}

/**
 * The member's likes from the page's one likes cache (the host polls it). A change made in another tab
 * arrives over the bus without the data, so the cache is refetched then.
 */
export function useSharedLikes(enabled: boolean) {
  const queryClient = useQueryClient();
  useBusEvent('likes:changed', (_payload, { fromOtherTab }) => {
    if (fromOtherTab && enabled) void queryClient.invalidateQueries({ queryKey: apiKey(getLikes) });
  });
  return useLikes(enabled);
}
