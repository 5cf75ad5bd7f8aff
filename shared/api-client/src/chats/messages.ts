import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { getChatMessages, type ChatMessages } from '@dating/contract';
import { useApi } from '../caller';
import { chatMessagesKey, messagesOf, outboxKey, type OutgoingMessage, type Pages } from './cache';

/** The own messages of a conversation not confirmed yet: page state, never fetched. */
export const useOutbox = (conversation: number) =>
  useQuery<OutgoingMessage[]>({
    queryKey: outboxKey(conversation),
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;

/**
 * A conversation's messages, paged back in time with `before` (fetchNextPage loads the older ones). Messages and
 * read receipts that arrive on the event stream are written into these pages by applyStreamEvent; when the stream
 * is down, the chats polling notices a newer last message and the room refetches.
 */
export function useChatMessages(conversation: number) {
  const api = useApi();
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
  const outbox = useOutbox(conversation);
  const messages = messagesOf(query.data);
  // A fetched page can hold a sent message before its send answers: it is shown once, as the stored message.
  const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
  return {
    query,
    messages,
    outgoing: outbox.filter((o) => !stored.has(o.client_id)),
    /** the newest own message the other member has read (0: none) */
    readUpTo: query.data?.pages[0]?.read_up_to ?? 0,
    profile: query.data?.pages[0]?.profile ?? null,
  };
}
