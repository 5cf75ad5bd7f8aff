import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postChatRead } from '@dating/contract';
import { useApi } from '../caller';
import { CHATS_KEY, mapChat, type Chats } from './cache';

/**
 * Marks a conversation read up to a message (docs/product.md §4: opening it sets its unread count to 0). The count
 * goes to 0 in the chats cache at once (list, badge, app badge); the server tells the member's other pages.
 * A chats fetch already under way (the list's mount, a poll, a new message's refetch) asked before the mark: it is
 * cancelled first, or its answer, landing later, would put the count back with nothing left to correct it. The
 * list is fetched again once the server has answered.
 */
export function useMarkRead(conversation: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => api.call(postChatRead, { body: { conversation, up_to: upTo } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: CHATS_KEY });
      queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
        mapChat(data, conversation, (c) => ({ ...c, num_unread_messages: 0 })),
      );
    },
    onError: (error) => console.error('mark read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHATS_KEY }),
  });
}
