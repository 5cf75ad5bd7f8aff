import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { membershipOf } from './membership';

export interface ReadOutcome {
  otherId: number;
  /** the member's read mark now (0: the conversation has no message yet) */
  readUpTo: number;
  /** the mark moved forward: the other member's pages have something new to show as read */
  moved: boolean;
}

/**
 * The member has seen the conversation up to message `upTo` (docs/product.md §4: opening it sets its unread count to
 * 0). The mark only moves forward and never past the conversation's own messages, so a made-up id cannot mark
 * messages read that were not sent yet. The unread count becomes the other member's messages after the mark:
 * 0 when the page showed the newest, and a message that arrived meanwhile stays unread. The member's row is
 * locked first, so a concurrent send's count + 1 lands either before this count or after it, never lost.
 */
export async function markRead(db: Db, conversationId: number, memberId: number, upTo: number): Promise<ReadOutcome> {
  return db.transaction().execute(async (trx) => {
    const { otherId } = await membershipOf(trx, conversationId, memberId);
    const mine = await trx
      .selectFrom('conversation_members')
      .select('last_read_message_id')
      .where('conversation_id', '=', conversationId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const newest = await trx
      .selectFrom('messages')
      .select(sql<number | null>`max(id)`.as('id'))
      .where('conversation_id', '=', conversationId)
      .where('id', '<=', upTo)
      .executeTakeFirstOrThrow();
    const readUpTo = Math.max(mine.last_read_message_id, newest.id ?? 0);
    const unread = await trx
      .selectFrom('messages')
      .select(sql<string>`count(*)`.as('n'))
      .where('conversation_id', '=', conversationId)
      .where('sender_id', '=', otherId)
      .where('id', '>', readUpTo)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversation_members')
      .set({ last_read_message_id: readUpTo, num_unread: Number(unread.n) })
      .where('conversation_id', '=', conversationId)
      .where('member_id', '=', memberId)
      .execute();
    return { otherId, readUpTo, moved: readUpTo > mine.last_read_message_id };
  });
}
