import type { StreamEvent } from '@dating/contract';
import { toChatMessage } from './message-row';
import type { Sent } from './send-message';

/** app.realtime.publish: delivers an event to every open page of a member (src/realtime); never waits. */
export type Publish = (memberId: number, event: StreamEvent) => void;

/*
 * What a chat change shows on open pages, published after its commit and never awaited by the request: each event
 * says what changed, and a page's badge adds up the chats list it refetches (docs/architecture.md, Real time).
 */

/**
 * A sent message: on both members' pages (each with its own `mine`; the recipient's list refetches and its badge
 * follows), the sender's balance in the host. A retried send published the first time; its repeat publishes nothing.
 */
export function publishSent(publish: Publish, sent: Sent): void {
  if (!sent.fresh) return;
  publish(sent.message.from, { type: 'message', message: sent.message });
  publish(sent.recipientId, { type: 'message', message: toChatMessage(sent.row, sent.recipientId, sent.first) });
  publish(sent.message.from, { type: 'credits', balance: sent.balance, paid_user: sent.paidUser });
}

/** A read mark moved: the other member's pages show 'read'; the reader's other pages refetch their list. */
export function publishRead(
  publish: Publish,
  read: { conversationId: number; readerId: number; otherId: number; readUpTo: number; moved: boolean },
): void {
  if (read.moved && read.readUpTo > 0) {
    publish(read.otherId, { type: 'read', conversation: read.conversationId, read_up_to: read.readUpTo });
  }
  publish(read.readerId, { type: 'chats_changed' });
}

/** A conversation left a member's list (they removed it, or the other member left the site). */
export function publishRemoved(publish: Publish, conversationId: number, memberId: number): void {
  publish(memberId, { type: 'conversation_removed', conversation: conversationId });
}
