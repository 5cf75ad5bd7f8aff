import type { Transaction } from 'kysely';
import type { ChatMessage } from '@dating/contract';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { writeLedger } from '../credits/ledger';
import { membershipOf } from './membership';
import { MESSAGE_COLUMNS, toChatMessage, type FirstMessages, type MessageRow } from './message-row';
import { messageCreditsFor } from './message-cost';
import { isVisibleTo } from '../members/visibility';
import { notFound } from '../http/errors';

type Trx = Transaction<Database>;

export interface SendInput {
  conversationId: number;
  senderId: number;
  /** already trimmed and checked (length, not empty) */
  text: string;
  clientId: string;
}

export interface Sent {
  /** the message as the sender sees it */
  message: ChatMessage;
  row: MessageRow;
  recipientId: number;
  /** the members' first messages, for the recipient's copy of the message */
  first: FirstMessages;
  /** the sender's balance after the send */
  balance: number;
  paidUser: boolean;
  /** false: a retry of a send that happened before; nothing was written or charged now */
  fresh: boolean;
}

/**
 * Sends a message and pays for it in ONE transaction (docs/architecture.md, Money): the ledger entry, the message, the
 * conversation's activity time and both members' list rows commit together or not at all. A retry with the same
 * client id finds the first message (messages' unique (sender_id, client_id), the ledger's unique key) and
 * changes nothing. Throws InsufficientCredits, rolling everything back, when the balance is too low; a
 * non-member gets the 404 of an unknown conversation.
 * Members who blocked each other (either way), or whose other member is suspended or deleted, cannot write:
 * the same 404 as an unknown conversation, checked inside the transaction before the spend.
 */
export async function sendMessage(db: Db, input: SendInput): Promise<Sent> {
  return db.transaction().execute(async (trx) => {
    const membership = await membershipOf(trx, input.conversationId, input.senderId);
    if (!(await isVisibleTo(trx, input.senderId, membership.otherId))) throw notFound('This conversation');
    const sender = await trx
      .selectFrom('members')
      .select(['country', 'paid_user'])
      .where('id', '=', input.senderId)
      .executeTakeFirstOrThrow();

    const earlier = await findByClientId(trx, input.senderId, input.clientId);
    if (earlier) return again(trx, earlier, input.senderId, sender.paid_user);

    const spent = await writeLedger(trx, {
      memberId: input.senderId,
      kind: 'message',
      credits: -messageCreditsFor(sender.country),
      idempotencyKey: `message:${input.senderId}:${input.clientId}`,
    });
    if (!spent.applied) {
      // The same send, running concurrently, committed between our look-up and the ledger write.
      const first = await findByClientId(trx, input.senderId, input.clientId);
      if (!first) throw new Error(`Ledger key of message ${input.clientId} exists without its message`);
      return again(trx, first, input.senderId, sender.paid_user);
    }

    const row = await trx
      .insertInto('messages')
      .values({
        conversation_id: input.conversationId,
        sender_id: input.senderId,
        text: input.text,
        client_id: input.clientId,
      })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set({ last_message_at: row.sent_at })
      .where('id', '=', input.conversationId)
      .execute();

    // Both list rows, locked in member id order so two members writing at once never wait on each other in a
    // cycle. A conversation either of them had removed comes back to their list with the new message.
    const [low, high] = [input.senderId, membership.otherId].sort((x, y) => x - y) as [number, number];
    const firsts = new Map<number, number | null>();
    for (const memberId of [low, high]) {
      const mine = memberId === input.senderId;
      const updated = await trx
        .updateTable('conversation_members')
        .set((eb) =>
          mine
            ? { removed: false, first_message_id: eb.fn.coalesce('first_message_id', eb.val(row.id)) }
            : { removed: false, num_unread: eb('num_unread', '+', 1) },
        )
        .where('conversation_id', '=', input.conversationId)
        .where('member_id', '=', memberId)
        .returning('first_message_id')
        .executeTakeFirstOrThrow();
      firsts.set(memberId, updated.first_message_id);
    }
    // The sender's first message may be this one: linksAllowed compares with `<`, so it counts as not written before.
    const first = { a: firsts.get(input.senderId) ?? null, b: firsts.get(membership.otherId) ?? null };
    const message = toChatMessage(row, input.senderId, first);
    return {
      message,
      row,
      recipientId: membership.otherId,
      first,
      balance: spent.balance,
      paidUser: sender.paid_user,
      fresh: true,
    };
  });
}

function findByClientId(trx: Trx, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  return trx
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** A retried send: the first message as it was sent, the balance as it is now; nothing written. */
async function again(trx: Trx, row: MessageRow, senderId: number, paidUser: boolean): Promise<Sent> {
  // The first send may have gone to another conversation; its own members decide its links.
  const membership = await membershipOf(trx, row.conversation_id, senderId);
  const message = toChatMessage(row, senderId, membership.first);
  const { credits } = await trx
    .selectFrom('members')
    .select('credits')
    .where('id', '=', senderId)
    .executeTakeFirstOrThrow();
  return {
    message,
    row,
    recipientId: membership.otherId,
    first: membership.first,
    balance: credits,
    paidUser,
    fresh: false,
  };
}
