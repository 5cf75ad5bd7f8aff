import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  endpointKey,
  getChatMessages,
  getChats,
  type ChatListItem,
  type ChatMessage,
  type ChatMessages,
  type ResponseOf,
} from '@dating/contract';
import { apiKey } from '../queries';

// The chat caches and the changes the hooks of this folder make to them.

export type Chats = ResponseOf<typeof getChats>;
export type Pages = InfiniteData<ChatMessages, number>;

/** The chats cache the host polls (docs/product.md §9): the list, the badge and the app badge all read it. */
export const CHATS_KEY = apiKey(getChats);

/** One conversation's pages of messages, newest page first (each page oldest first, as the server answers). */
export const chatMessagesKey = (conversation: number): QueryKey => [
  'api',
  endpointKey(getChatMessages),
  'conversation',
  conversation,
];

/** An own message the server has not confirmed yet: being sent, or failed and waiting for a retry. */
export interface OutgoingMessage {
  client_id: string;
  text: string;
  state: 'sending' | 'failed';
  /** ISO 8601, when the member pressed send */
  sent_at: string;
  error?: unknown;
}

/** The own messages of a conversation not confirmed yet, kept in the page's cache so they survive a remount. */
export const outboxKey = (conversation: number): QueryKey => ['chat-outbox', conversation];

/** Every message of the loaded pages, oldest first, each once (a live message may also arrive in a later page). */
export function messagesOf(data: Pages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of [...data.pages].reverse())
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  return out;
}

/** Adds a message to the newest page unless it is there already (by id, or as the confirmation of a client id). */
export function withMessage(data: Pages | undefined, message: ChatMessage): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages as [ChatMessages, ...ChatMessages[]];
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** The chat list with one conversation changed, or untouched when it is not in the list. */
export function mapChat(chats: Chats | undefined, conversation: number, change: (item: ChatListItem) => ChatListItem) {
  if (!chats) return chats;
  return { chats: chats.chats.map((c) => (c.conversation.id === conversation ? change(c) : c)) };
}

/** The list without one conversation (removed on this page, in another one, or by the server). */
export function removeConversation(queryClient: QueryClient, conversation: number): void {
  queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
    data ? { chats: data.chats.filter((c) => c.conversation.id !== conversation) } : data,
  );
}

/** When the other member of a conversation last typed (ms since the epoch), null when they are not typing. */
export const typingKey = (conversation: number): QueryKey => ['chat-typing', conversation];

/**
 * A stored message on this page, from the send's answer or from the stream, whichever comes first (the second
 * changes nothing): it joins the conversation's pages, replaces its own outgoing copy, ends the other member's
 * typing when it is theirs, and moves the list. An own message in a listed conversation becomes its last message
 * here; anything else changes what the server counts (unread, order, a first message), so the list is fetched.
 */
export function applyMessage(queryClient: QueryClient, message: ChatMessage): void {
  const { conversation } = message;
  queryClient.setQueryData<Pages>(chatMessagesKey(conversation), (data) => withMessage(data, message));
  if (message.client_id)
    queryClient.setQueryData<OutgoingMessage[]>(outboxKey(conversation), (items) =>
      items?.some((i) => i.client_id === message.client_id)
        ? items.filter((i) => i.client_id !== message.client_id)
        : items,
    );
  if (!message.mine) queryClient.setQueryData(typingKey(conversation), null);
  const listed = queryClient.getQueryData<Chats>(CHATS_KEY)?.chats.find((c) => c.conversation.id === conversation);
  if (!message.mine || !listed) {
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    return;
  }
  if (listed.last_message && listed.last_message.sent_at >= message.sent_at) return;
  const last = { text: message.text, sent_at: message.sent_at, mine: true };
  queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
    mapChat(data, conversation, (c) => ({ ...c, last_message: last })),
  );
}

/** The other member read the member's own messages of a conversation up to a message. */
export function applyReadUpTo(queryClient: QueryClient, conversation: number, readUpTo: number): void {
  queryClient.setQueryData<Pages>(chatMessagesKey(conversation), (data) =>
    data && data.pages[0]
      ? { ...data, pages: data.pages.map((p) => ({ ...p, read_up_to: Math.max(p.read_up_to, readUpTo) })) }
      : data,
  );
}
