import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * What the member's badge counts: unread messages over the conversations chats.php lists (not removed, with a
 * message), so the number pushed on the event stream equals the sum of the list's counts.
 */
export async function unreadTotalOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select(sql<string>`coalesce(sum(cm.num_unread), 0)`.as('total'))
    .where('cm.member_id', '=', memberId)
    .where('cm.removed', '=', false)
    .where('c.last_message_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
