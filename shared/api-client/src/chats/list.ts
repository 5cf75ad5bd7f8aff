import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteChat, getChatProfile } from '@dating/contract';
import { useBusEvent } from '@dating/bus';
import { useApi } from '../caller';
import { announceUnread, CHATS_KEY, type Chats } from './cache';

/** GET chat.php?profile=: the conversation with a member, started if there is none yet (docs/product.md §7). */
export function useOpenChat() {
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(getChatProfile, { query: { profile: profileId } }),
  });
}

/**
 * Removes a conversation from the list (docs/product.md §4): locally at once, then on the server. On failure the list
 * is reloaded; the caller shows the alert (docs/product.md §8) from the mutation's error.
 */
export function useRemoveChat() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => api.call(deleteChat, { body: { conversation } }),
    onMutate: async (conversation) => {
      // a poll landing now would bring the removed conversation back
      await queryClient.cancelQueries({ queryKey: CHATS_KEY });
      queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
        data ? { chats: data.chats.filter((c) => c.conversation.id !== conversation) } : data,
      );
    },
    onSuccess: () => announceUnread(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: CHATS_KEY }),
  });
}

/**
 * The chats list follows the stream: a new message or a removal elsewhere refetches it (the badge, the previews
 * and the order change with it); without the stream the host's polling does the same more slowly.
 */
export function useChatsLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  useBusEvent('chat:message', refresh);
  useBusEvent('stream:resync', refresh);
  useBusEvent('chat:removed', ({ conversation }) => {
    queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
      data ? { chats: data.chats.filter((c) => c.conversation.id !== conversation) } : data,
    );
  });
}
