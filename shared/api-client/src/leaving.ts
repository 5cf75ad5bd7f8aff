import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getChats,
  getDataExport,
  getLikes,
  postDataExport,
  postDeleteAccount,
  postDeleteOffer,
  type BodyOf,
  type DataExport,
} from '@dating/contract';
import { useApi } from './caller';
import { apiKey, publishUser, useApiQuery } from './queries';

/** How often the page asks about an export under way (it takes seconds, not minutes). */
export const DATA_EXPORT_POLL_MS = 1_000;

/** POST delete_account.php?offer=1: the offer made before the password is asked (grants the discount). */
export function useDeleteOffer() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call(postDeleteOffer, { body: {} }) });
}

/**
 * POST delete_account.php: the account is gone and the session with it. `onDeleted` moves the page on (to
 * /account-deleted); that page then forgets the member with useForgetMember. Not here: the user turning null
 * while /profile (members only) is still shown would send the page to /login first.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: BodyOf<typeof postDeleteAccount>) => api.call(postDeleteAccount, { body }),
    onSuccess: () => onDeleted(),
  });
}

/**
 * Forgets the member as a logout does (the host's clearUser): the user is null everywhere, other tabs hear it,
 * and the member's chats, likes and data export leave the cache.
 */
export function useForgetMember() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    publishUser(queryClient, null);
    for (const gone of [getChats, getLikes, getDataExport]) queryClient.removeQueries({ queryKey: apiKey(gone) });
  }, [queryClient]);
}

const underWay = (e: DataExport | null | undefined) => e?.status === 'queued' || e?.status === 'running';

/** GET data_export.php: the member's latest export, asked again every second while it is being built. */
export function useDataExport() {
  return useApiQuery(getDataExport, undefined, {
    refetchInterval: (query) => (underWay(query.state.data?.export) ? DATA_EXPORT_POLL_MS : false),
  });
}

/** POST data_export.php: starts an export; the status above follows it from there. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(postDataExport, { body: {} }),
    onSuccess: (answer) => queryClient.setQueryData(apiKey(getDataExport), answer),
  });
}
