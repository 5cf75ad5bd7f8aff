import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  countNewLikes, endpointKey, getChats, getLikes, getProfileFields, getRegions, getSettings, getUser, putUser,
  type BodyOf, type Endpoint, type ResponseOf, type User,
} from '@dating/contract';
import { getBus } from '@dating/bus';
import { getApi, type CallInput } from './client';

/** The react-query key of a call: the same call with the same query shares one cache entry page-wide. */
export function apiKey(endpoint: Endpoint<any, any, any>, query?: unknown): QueryKey {
  return query === undefined ? ['api', endpointKey(endpoint)] : ['api', endpointKey(endpoint), query];
}

export function useApiQuery<E extends Endpoint<any, any, any>>(
  endpoint: E,
  input?: CallInput<E>,
  options: Omit<UseQueryOptions<ResponseOf<E>>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ResponseOf<E>>({
    queryKey: apiKey(endpoint, input?.query),
    queryFn: ({ signal }) => getApi().call(endpoint, { ...input, signal }),
    ...options,
  });
}

/** Site data that only changes on deploy: fetched once a page load. */
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const;

export const useSettings = () => useApiQuery(getSettings, undefined, STATIC);
export const useRegions = () => useApiQuery(getRegions, undefined, STATIC);
export const useProfileFields = () => useApiQuery(getProfileFields, undefined, STATIC);

/** The member (null for a visitor). Polling is the host's job; everyone else just reads the cache. */
export function useUser() {
  return useApiQuery(getUser, undefined, { staleTime: 30_000, retry: false });
}
export const useChats = (enabled: boolean) => useApiQuery(getChats, undefined, { enabled, retry: false, staleTime: 30_000 });
export const useLikes = (enabled: boolean) => useApiQuery(getLikes, undefined, { enabled, retry: false, staleTime: 30_000 });

/** Puts a fresh user into the page's cache and tells every remote (and other tabs) about it. */
export function publishUser(queryClient: ReturnType<typeof useQueryClient>, user: User | null): void {
  queryClient.setQueryData(apiKey(getUser), { user });
  getBus().emit('user:changed', { user });
}

/** PUT /api/user.php: saves a location or the profile, then publishes the saved member. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof putUser>) => getApi().call(putUser, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

export const badgeCount = (chats: ResponseOf<typeof getChats> | undefined, likes: ResponseOf<typeof getLikes> | undefined) =>
  (chats?.chats.reduce((sum, c) => sum + c.num_unread_messages, 0) ?? 0) + (likes ? countNewLikes(likes) : 0);

/**
 * Where member images are served: the server's cdn_prefix (settings.php), which image filenames are relative
 * to. '/media/' is the server's own default, used until the settings have arrived.
 */
export function useMediaUrl(): (thumbFilename: string) => string {
  const prefix = useSettings().data?.cdn_prefix || '/media/';
  return (thumbFilename) => `${prefix}${thumbFilename}`;
}
