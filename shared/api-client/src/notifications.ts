import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteUserPush,
  getNotificationSettings,
  getUserPush,
  postUserPush,
  putNotificationSettings,
  type BodyOf,
  type NotificationSettings,
} from '@dating/contract';
import { useApi } from './caller';
import { apiKey, useApiQuery } from './queries';

/** GET notification_settings.php: the member's mail switches (/notifications). */
export function useNotificationSettings() {
  return useApiQuery(getNotificationSettings);
}

/** PUT notification_settings.php: saves all three switches; the page shows the saved answer at once. */
export function useSaveNotificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.call(putNotificationSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(apiKey(getNotificationSettings), saved),
  });
}

/** GET user.php?push=1: the push service addresses the server keeps for the member. */
export function useServerPushEndpoints(options: { enabled?: boolean } = {}) {
  return useApiQuery(getUserPush, undefined, { enabled: options.enabled ?? true });
}

/**
 * The server half of subscribing and unsubscribing (POST and DELETE user.php?push=1), for @dating/push, which
 * does the browser half. The list of the server's addresses is refetched after either.
 */
export function usePushServerCalls() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey(getUserPush) });
    return {
      register: async (body: BodyOf<typeof postUserPush>) => {
        await api.call(postUserPush, { body });
        await refresh();
      },
      forget: async (body: BodyOf<typeof deleteUserPush>) => {
        await api.call(deleteUserPush, { body });
        await refresh();
      },
    };
  }, [api, queryClient]);
}
