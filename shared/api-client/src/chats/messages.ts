import { useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getChatMessages, type ChatMessage, type ChatMessages } from '@dating/contract';
import { useBusEvent } from '@dating/bus';
import { useApi } from '../caller';
import { chatMessagesKey, messagesOf, outboxKey, withMessage, type OutgoingMessage, type Pages } from './cache';

/**
 * A conversation's messages, paged back in time with `before` (fetchNextPage loads the older ones). Messages that
 * arrive on the event stream (the host publishes them on the bus) are added live, and read receipts raise
 * `read_up_to`; when the stream is down, the chats polling notices a newer last message and this refetches.
 */
export function useChatMessages(conversation: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = chatMessagesKey(conversation);
  const query = useInfiniteQuery<ChatMessages, Error, Pages, QueryKey, number>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.call(getChatMessages, {
        query: pageParam ? { conversation, before: pageParam } : { conversation },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more && last.messages[0] ? last.messages[0].id : undefined),
    staleTime: 30_000,
    retry: false,
  });
  useBusEvent('chat:message', ({ message }) => {
    const m = message as ChatMessage;
    if (m.conversation !== conversation) return;
    queryClient.setQueryData<Pages>(key, (data) => withMessage(data, m));
  });
  useBusEvent('chat:read', ({ conversation: c, readUpTo }) => {
    if (c !== conversation) return;
    queryClient.setQueryData<Pages>(key, (data) =>
      data && data.pages[0]
        ? {
            ...data,
            pages: data.pages.map((p) => ({ ...p, read_up_to: Math.max(p.read_up_to, readUpTo) })),
          }
        : data,
    );
  });
  // the stream came back without what it missed: this conversation is fetched again
  useBusEvent('stream:resync', () => void queryClient.invalidateQueries({ queryKey: key }));
  const outbox = useQuery<OutgoingMessage[]>({
    queryKey: outboxKey(conversation),
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const messages = messagesOf(query.data);
  // The stream can deliver a sent message before its send answers: it is shown once, as the stored message.
  const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
  return {
    query,
    messages,
    outgoing: outbox.data.filter((o) => !stored.has(o.client_id)),
    /** the newest own message the other member has read (0: none) */
    readUpTo: query.data?.pages[0]?.read_up_to ?? 0,
    profile: query.data?.pages[0]?.profile ?? null,
  };
}
