import type { StreamEvent } from '@dating/contract';
import type { Db } from '../db/connect';
import { toChatMessage } from './message-row';
import type { Sent } from './send-message';
import { unreadTotalOf } from './unread-total';

/** app.realtime.publish: delivers an event to every open page of a member (src/realtime). */
export type Publish = (memberId: number, event: StreamEvent) => void;

/**
 * What a sent message changes on open pages, after the commit: the message on both members' pages (each with its
 * own `mine`), the recipient's badge total, the sender's balance in the host. A retried send published the first
 * time; its repeat publishes nothing.
 */
export async function publishSent(db: Db, publish: Publish, sent: Sent): Promise<void> {
  if (!sent.fresh) return;
  const forRecipient = toChatMessage(sent.row, sent.recipientId, sent.first);
  publish(sent.message.from, { type: 'message', message: sent.message });
  publish(sent.recipientId, { type: 'message', message: forRecipient });
  publish(sent.recipientId, { type: 'unread', total: await unreadTotalOf(db, sent.recipientId) });
  publish(sent.message.from, { type: 'credits', balance: sent.balance, paid_user: sent.paidUser });
}

/** A read mark moved: the other member's pages show 'read'; every page of the reader gets the new total. */
export async function publishRead(
  db: Db,
  publish: Publish,
  read: { conversationId: number; readerId: number; otherId: number; readUpTo: number; moved: boolean },
): Promise<void> {
  if (read.moved && read.readUpTo > 0) {
    publish(read.otherId, { type: 'read', conversation: read.conversationId, read_up_to: read.readUpTo });
  }
  publish(read.readerId, { type: 'unread', total: await unreadTotalOf(db, read.readerId) });
}

/** The member took a conversation off their list: their other tabs drop it and their badge follows. */
export async function publishRemoved(db: Db, publish: Publish, conversationId: number, memberId: number) {
  publish(memberId, { type: 'conversation_removed', conversation: conversationId });
  publish(memberId, { type: 'unread', total: await unreadTotalOf(db, memberId) });
}
