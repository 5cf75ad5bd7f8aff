import type { QueryClient } from '@tanstack/react-query';
import { apiKey, publishUser } from '@dating/api-client';
import { getBus } from '@dating/bus';
import {
  getChats,
  getLikes,
  getUser,
  unreadTotal,
  type ChatListItem,
  type StreamEvent,
  type User,
} from '@dating/contract';
import { refreshPointerNow } from '../federation/pointer-rechecks';

/**
 * What the page does with one event of its stream (docs/architecture.md, Real time): the host keeps the caches it owns
 * (the user, the chats list behind the badge, the likes, the remotes pointer) current and publishes the chat
 * events on the bus, where the chat remote listens; remotes never open a connection of their own.
 */
export function applyStreamEvent(queryClient: QueryClient, event: StreamEvent): void {
  const bus = getBus();
  const chatsKey = apiKey(getChats);
  const chats = () => queryClient.getQueryData<{ chats: ChatListItem[] }>(chatsKey);
  switch (event.type) {
    case 'message':
      // The list's order, preview and unread count change: the server's list is the truth.
      void queryClient.invalidateQueries({ queryKey: chatsKey });
      bus.emit('chat:message', { message: event.message });
      return;
    case 'read':
      bus.emit('chat:read', { conversation: event.conversation, readUpTo: event.read_up_to });
      return;
    case 'typing':
      bus.emit('chat:typing', { conversation: event.conversation, from: event.from });
      return;
    case 'conversation_removed':
      queryClient.setQueryData<{ chats: ChatListItem[] }>(chatsKey, (data) =>
        data ? { chats: data.chats.filter((c) => c.conversation.id !== event.conversation) } : data,
      );
      bus.emit('chat:removed', { conversation: event.conversation });
      return;
    case 'unread': {
      // Opened in another tab or page: the per-conversation counts behind the badge are refetched when the
      // total the server states is not what the list adds up to.
      const list = chats();
      if (list && unreadTotal(list.chats) !== event.total) void queryClient.invalidateQueries({ queryKey: chatsKey });
      bus.emit('unread:changed', { count: event.total });
      return;
    }
    case 'likes':
      void queryClient.invalidateQueries({ queryKey: apiKey(getLikes) });
      bus.emit('likes:changed', { newLikes: event.new_likes });
      return;
    case 'remotes':
      // A promote or rollback: the next navigation into a remote loads what is live now. A remote on screen or
      // held by unsaved edits keeps its version (remote-loader.ts), as with every other pointer check.
      void refreshPointerNow();
      return;
    case 'credits': {
      const user = queryClient.getQueryData<{ user: User | null }>(apiKey(getUser))?.user;
      if (user && (user.credits !== event.balance || user.paid_user !== event.paid_user))
        publishUser(queryClient, { ...user, credits: event.balance, paid_user: event.paid_user });
      return;
    }
  }
}

/** After a resume that could not be completed: everything stream-fed is reloaded from the server. */
export function applyResync(queryClient: QueryClient): void {
  for (const endpoint of [getChats, getLikes, getUser])
    void queryClient.invalidateQueries({ queryKey: apiKey(endpoint) });
  getBus().emit('stream:resync', {});
}
