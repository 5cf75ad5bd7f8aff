import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  endpointKey,
  getChatMessages,
  getChats,
  unreadTotal,
  type ChatListItem,
  type ChatMessage,
  type ChatMessages,
  type ResponseOf,
} from '@dating/contract';
import { getBus } from '@dating/bus';
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

/** Tells the host and the site's other tabs (through the bus relay, which refetches there) the new unread total. */
export function announceUnread(queryClient: QueryClient): void {
  const chats = queryClient.getQueryData<Chats>(CHATS_KEY);
  if (chats) getBus().emit('unread:changed', { count: unreadTotal(chats.chats) });
}
