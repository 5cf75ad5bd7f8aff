import type { QueryClient } from '@tanstack/react-query';
import { getChatMessages, getChats, getLikes, getUser, type StreamEvent, type User } from '@dating/contract';
import { applyMessage, applyReadUpTo, CHATS_KEY, removeConversation, typingKey } from './chats/cache';
import { apiKey, publishUser } from './queries';

/** The member's events; `remotes` (a pointer switch, broadcast to every page) is the host's own business. */
export type MemberEvent = Exclude<StreamEvent, { type: 'remotes' }>;

/**
 * What one event of the page's stream changes (docs/architecture.md, Real time): it goes straight into the query
 * cache the hooks of this package read, so every part of the page shows it at once. The host's one stream per page
 * calls this; the site's other tabs have streams of their own and are not told again.
 */
export function applyStreamEvent(queryClient: QueryClient, event: MemberEvent): void {
  switch (event.type) {
    case 'message':
      applyMessage(queryClient, event.message);
      return;
    case 'read':
      applyReadUpTo(queryClient, event.conversation, event.read_up_to);
      return;
    case 'typing':
      queryClient.setQueryData(typingKey(event.conversation), Date.now());
      return;
    case 'conversation_removed':
      removeConversation(queryClient, event.conversation);
      return;
    case 'chats_changed':
      void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      return;
    case 'likes':
      void queryClient.invalidateQueries({ queryKey: apiKey(getLikes) });
      return;
    case 'credits': {
      const user = queryClient.getQueryData<{ user: User | null }>(apiKey(getUser))?.user;
      if (user && (user.credits !== event.balance || user.paid_user !== event.paid_user))
        publishUser(queryClient, { ...user, credits: event.balance, paid_user: event.paid_user });
      return;
    }
  }
}

/** After a resume that could not be completed: everything stream-fed (the open conversations too) is reloaded. */
export function applyResync(queryClient: QueryClient): void {
  for (const endpoint of [getChats, getLikes, getUser, getChatMessages])
    void queryClient.invalidateQueries({ queryKey: apiKey(endpoint) });
}
