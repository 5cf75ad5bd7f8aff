import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteBlocks,
  endpointKey,
  getBlocks,
  getChats,
  getLikes,
  getProfile,
  getSearch,
  postBlocks,
  type Blocks,
  type ChatListItem,
  type Likes,
  type SearchResult,
} from '@dating/contract';
import { useApi } from './caller';
import { apiKey, useApiQuery } from './queries';

/** The members the logged-in member blocked (the list on /profile). */
export const useBlocks = (options: { enabled?: boolean } = {}) =>
  useApiQuery(getBlocks, undefined, { retry: false, staleTime: 30_000, ...options });

const withoutMember = <T extends { id: number }>(list: T[], id: number) => list.filter((p) => p.id !== id);

/**
 * A blocked member leaves every list the page holds at once (docs/product.md §7, safety): search pages, likes (both
 * lists), chats and their cached profile; the server agrees on the next fetch (members/visibility.ts).
 */
export function dropMemberFromCaches(queryClient: QueryClient, memberId: number): void {
  queryClient.setQueriesData<SearchResult>({ queryKey: ['api', endpointKey(getSearch)] }, (old) =>
    old
      ? {
          ...old,
          profiles: withoutMember(old.profiles, memberId),
          ...(old.similar
            ? { similar: { ...old.similar, profiles: withoutMember(old.similar.profiles, memberId) } }
            : {}),
        }
      : old,
  );
  queryClient.setQueryData<Likes>(apiKey(getLikes), (old) =>
    old ? { profiles: withoutMember(old.profiles, memberId), liked_by: withoutMember(old.liked_by, memberId) } : old,
  );
  queryClient.setQueryData<{ chats: ChatListItem[] }>(apiKey(getChats), (old) =>
    old ? { chats: old.chats.filter((c) => c.profile.id !== memberId) } : old,
  );
  queryClient.removeQueries({ queryKey: apiKey(getProfile, { id: memberId }) });
}

/** After an unblock the lists that left the member out fetch again, with them back in. */
function refetchLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [getSearch, getLikes, getChats].map((e) => queryClient.invalidateQueries({ queryKey: ['api', endpointKey(e)] })),
  );
}

/** Block a member: the answer is the new blocked list; the member leaves every cached list. */
export function useBlockMember() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(postBlocks, { body: { profile: profileId } }),
    onSuccess: (blocks: Blocks, profileId) => {
      queryClient.setQueryData(apiKey(getBlocks), blocks);
      dropMemberFromCaches(queryClient, profileId);
    },
  });
}

/** Unblock a member: the list on /profile drops them and the other lists fetch them back. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(deleteBlocks, { body: { profile: profileId } }),
    onSuccess: async (blocks: Blocks, profileId) => {
      queryClient.setQueryData(apiKey(getBlocks), blocks);
      queryClient.removeQueries({ queryKey: apiKey(getProfile, { id: profileId }) });
      await refetchLists(queryClient);
    },
  });
}
