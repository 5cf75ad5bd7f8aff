import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteChat, getChatProfile } from '@dating/contract';
import { useApi } from '../caller';
import { CHATS_KEY, removeConversation } from './cache';

/** GET chat.php?profile=: the conversation with a member, started if there is none yet (docs/product.md §7). */
export function useOpenChat() {
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(getChatProfile, { query: { profile: profileId } }),
  });
}

/**
 * Removes a conversation from the list (docs/product.md §4): locally at once, then on the server, which tells the
 * member's other pages. On failure the list is reloaded; the caller shows the alert (docs/product.md §8) from the
 * mutation's error.
 */
export function useRemoveChat() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => api.call(deleteChat, { body: { conversation } }),
    onMutate: async (conversation) => {
      // a poll landing now would bring the removed conversation back
      await queryClient.cancelQueries({ queryKey: CHATS_KEY });
      removeConversation(queryClient, conversation);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: CHATS_KEY }),
  });
}
