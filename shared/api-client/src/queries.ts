import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  apiQueryKey,
  countNewLikes,
  unreadTotal,
  getChats,
  getCompanyinfo,
  getLikes,
  getProfileFields,
  getInterests,
  getRegions,
  getSettings,
  getUser,
  putUser,
  type BodyOf,
  type AnyEndpoint,
  type ResponseOf,
  type User,
} from '@dating/contract';
import { getBus } from '@dating/bus';
import { type ApiClient, type CallInput } from './client';
import { useApi } from './caller';

/** The react-query key of a call: the same call with the same query shares one cache entry page-wide. */
export const apiKey = (endpoint: AnyEndpoint, query?: unknown): QueryKey => apiQueryKey(endpoint, query);

export function useApiQuery<E extends AnyEndpoint, TData = ResponseOf<E>>(
  endpoint: E,
  input?: CallInput<E>,
  options: Omit<UseQueryOptions<ResponseOf<E>, Error, TData>, 'queryKey' | 'queryFn'> = {},
) {
  const api = useApi();
  return useQuery<ResponseOf<E>, Error, TData>({ ...apiQuery(api, endpoint, input), ...options });
}

/** A call as react-query's key and fetcher, for useApiQuery and for a call started before its page asks for it. */
export function apiQuery<E extends AnyEndpoint>(api: ApiClient, endpoint: E, input?: CallInput<E>) {
  // a GET answers by its query alone: that is the whole key
  const query = input?.query;
  return {
    queryKey: apiKey(endpoint, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoint, { query, signal } as CallInput<E>),
  };
}

/** Site data that only changes on deploy: fetched once a page load. */
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const;

export const useSettings = () => useApiQuery(getSettings, undefined, STATIC);
export const useRegions = () => useApiQuery(getRegions, undefined, STATIC);
export const useProfileFields = () => useApiQuery(getProfileFields, undefined, STATIC);
/** The interests a member may pick (docs/product.md §5), named in the browser by @dating/i18n useInterestNames. */
export const useInterests = () => useApiQuery(getInterests, undefined, STATIC);
/** The operating company (docs/product.md §7): the static pages and the footer name it. */
export const useCompanyInfo = () => useApiQuery(getCompanyinfo, undefined, STATIC);

/** The member (null for a visitor). Polling is the host's job; everyone else just reads the cache. */
export function useUser() {
  return useApiQuery(getUser, undefined, { staleTime: 30_000, retry: false });
}
type QueryOptions<E extends AnyEndpoint> = Omit<UseQueryOptions<ResponseOf<E>>, 'queryKey' | 'queryFn'>;

/**
 * The member's conversations and likes: one cache entry each for the whole page. The host polls them
 * (docs/product.md §9); a part that only reads passes `enabled: false` and follows the cache without fetching.
 */
export const useChats = (options: QueryOptions<typeof getChats> = {}) =>
  useApiQuery(getChats, undefined, { retry: false, staleTime: 30_000, ...options });
export const useLikes = (options: QueryOptions<typeof getLikes> = {}) =>
  useApiQuery(getLikes, undefined, { retry: false, staleTime: 30_000, ...options });

/**
 * The badge's two parts (docs/product.md §1: unread messages plus new likes), derived from the chats and likes
 * caches with `select`, so they can never disagree with the lists on the page.
 */
export function useBadgeParts(): { unread: number; newLikes: number } {
  const unread = useApiQuery(getChats, undefined, { enabled: false, select: (data) => unreadTotal(data.chats) });
  const newLikes = useApiQuery(getLikes, undefined, { enabled: false, select: countNewLikes });
  return { unread: unread.data ?? 0, newLikes: newLikes.data ?? 0 };
}

/** Puts a fresh user into the page's cache and tells every remote (and other tabs) about it. */
export function publishUser(queryClient: ReturnType<typeof useQueryClient>, user: User | null): void {
  queryClient.setQueryData(apiKey(getUser), { user });
  getBus().emit('user:changed', { user });
}

/** PUT /api/user.php: saves a location or the profile, then publishes the saved member. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof putUser>) => api.call(putUser, { body }),
    onSuccess: ({ user }) => publishUser(queryClient, user),
  });
}

/**
 * Where member images are served: the server's cdn_prefix (settings.php), which image filenames are relative
 * to. '/media/' is the server's own default, used until the settings have arrived.
 */
export function useMediaUrl(): (thumbFilename: string) => string {
  const prefix = useSettings().data?.cdn_prefix || '/media/';
  return (thumbFilename) => `${prefix}${thumbFilename}`;
}
