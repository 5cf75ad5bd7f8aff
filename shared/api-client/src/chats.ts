import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  deleteChat,
  endpointKey,
  getChatMessages,
  getChatProfile,
  getChats,
  getUser,
  postChatMessage,
  postChatRead,
  postChatTyping,
  unreadTotal,
  type ChatListItem,
  type ChatMessage,
  type ChatMessages,
  type ResponseOf,
  type User,
} from '@dating/contract';
import { getBus, useBusEvent } from '@dating/bus';
import { useApi } from './caller';
import { ApiError } from './errors';
import { apiKey, publishUser } from './queries';

/** GET chat.php?profile=: the conversation with a member, started if there is none yet (docs/product.md §7). */
export function useOpenChat() {
  const api = useApi();
  return useMutation({
    mutationFn: (profileId: number) => api.call(getChatProfile, { query: { profile: profileId } }),
  });
}

type Chats = ResponseOf<typeof getChats>;
type Pages = InfiniteData<ChatMessages, number>;

/** The chats cache the host polls (docs/product.md §9): the list, the badge and the app badge all read it. */
const CHATS_KEY = apiKey(getChats);

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
const outboxKey = (conversation: number): QueryKey => ['chat-outbox', conversation];

/** A fresh client id for a message (ClientMessageId): random, so a retry with it is recognised by the server. */
export function newClientMessageId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return Array.from({ length: 24 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
}

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
function withMessage(data: Pages | undefined, message: ChatMessage): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages as [ChatMessages, ...ChatMessages[]];
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** The chat list with one conversation changed, or untouched when it is not in the list. */
function mapChat(chats: Chats | undefined, conversation: number, change: (item: ChatListItem) => ChatListItem) {
  if (!chats) return chats;
  return { chats: chats.chats.map((c) => (c.conversation.id === conversation ? change(c) : c)) };
}

/** Tells the host and the site's other tabs (through the bus relay, which refetches there) the new unread total. */
function announceUnread(queryClient: QueryClient): void {
  const chats = queryClient.getQueryData<Chats>(CHATS_KEY);
  if (chats) getBus().emit('unread:changed', { count: unreadTotal(chats.chats) });
}

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

/** The server's code for a send the member's credits do not cover. */
export const TOO_FEW_CREDITS = 'credits_too_few';

/** A send refused because the member's credits do not pay for it (the message is not sent, nothing is spent). */
export const isTooFewCredits = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === TOO_FEW_CREDITS || error.status === 402);

/** Puts the balance the server answered into the user cache and publishes it: the host's balance changes at once. */
function publishCredits(queryClient: QueryClient, credits: number): void {
  const user = queryClient.getQueryData<{ user: User | null }>(apiKey(getUser))?.user;
  if (user && user.credits !== credits) publishUser(queryClient, { ...user, credits });
}

export interface SendInput {
  text: string;
  /** a retry passes the failed message's client id, so it is neither sent nor charged twice */
  client_id?: string;
}

/**
 * Sends a message, optimistically: it shows as 'sending' at once, is swapped for the server's message when it is
 * stored (the balance in the host changes with it), and stays as 'failed' with its client id for a retry when the
 * send fails. A send refused for too few credits leaves nothing behind: the caller keeps the draft instead.
 */
export function useSendMessage(conversation: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const box = outboxKey(conversation);
  const setOutbox = (change: (items: OutgoingMessage[]) => OutgoingMessage[]) =>
    queryClient.setQueryData<OutgoingMessage[]>(box, (items = []) => change(items));
  return useMutation({
    mutationFn: ({ text, client_id }: Required<SendInput>) =>
      api.call(postChatMessage, { body: { conversation, text, client_id } }),
    onMutate: ({ text, client_id }) => {
      setOutbox((items) => [
        ...items.filter((i) => i.client_id !== client_id),
        { client_id, text, state: 'sending', sent_at: new Date().toISOString() },
      ]);
    },
    onSuccess: ({ message, credits }, { client_id }) => {
      queryClient.setQueryData<Pages>(chatMessagesKey(conversation), (data) => withMessage(data, message));
      setOutbox((items) => items.filter((i) => i.client_id !== client_id));
      publishCredits(queryClient, credits);
      const chats = queryClient.getQueryData<Chats>(CHATS_KEY);
      if (chats?.chats.some((c) => c.conversation.id === conversation)) {
        const last = { text: message.text, sent_at: message.sent_at, mine: true };
        queryClient.setQueryData<Chats>(CHATS_KEY, (data) =>
          mapChat(data, conversation, (c) => ({ ...c, last_message: last })),
        );
      } else {
        // the first message puts the conversation in the list (chats.php lists only those with a message)
        void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      }
    },
    onError: (error, { client_id }) => {
      if (isTooFewCredits(error)) setOutbox((items) => items.filter((i) => i.client_id !== client_id));
      else
        setOutbox((items) =>
          items.map((i) => (i.client_id === client_id ? { ...i, state: 'failed' as const, error } : i)),
        );
    },
  });
}

/**
 * Marks a conversation read up to a message (docs/product.md §4: opening it sets its unread count to 0). The count
 * goes to 0 in the chats cache at once (list, badge, app badge); once the server agrees, the other tabs are told.
 * A chats fetch already under way (the list's mount, a poll, a new message's refetch) asked before the mark: it is
 * cancelled first, or its answer, landing later, would put the count back with nothing left to correct it (the
 * stream's new total then matches the list). The list is fetched again once the server has answered.
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
    onSuccess: () => announceUnread(queryClient),
    onError: (error) => console.error('mark read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHATS_KEY }),
  });
}

/** How often at most the member's typing is told to the server. */
export const TYPING_SEND_EVERY_MS = 3_000;
/** How long the other member's typing shows after their last typing event. */
export const TYPING_SHOWN_MS = 5_000;

/**
 * The typing indicator both ways: `notifyTyping` (call on every keystroke) tells the server at most every
 * TYPING_SEND_EVERY_MS; `otherTyping` is true for TYPING_SHOWN_MS after the other member's typing event.
 */
export function useTyping(conversation: number) {
  const api = useApi();
  const lastSent = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_EVERY_MS) return;
    lastSent.current = now;
    // a lost typing signal is not worth telling the member about
    api.call(postChatTyping, { body: { conversation } }).catch(() => undefined);
  }, [api, conversation]);

  const [typingAt, setTypingAt] = useState<number | null>(null);
  useBusEvent('chat:typing', ({ conversation: c }) => {
    if (c === conversation) setTypingAt(Date.now());
  });
  useBusEvent('chat:message', ({ message }) => {
    const m = message as ChatMessage;
    if (m.conversation !== conversation) return;
    // a message from them ends their typing; one of mine ends mine, so typing the next one is signalled at once
    if (m.mine) lastSent.current = 0;
    else setTypingAt(null);
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return { notifyTyping, otherTyping: typingAt !== null };
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
