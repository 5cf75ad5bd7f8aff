import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/** The id of the conversation between two members, if they have one. */
export async function conversationBetween(
  db: Db | Transaction<Database>,
  memberId: number,
  otherId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .select('mine.conversation_id')
    .where('mine.member_id', '=', memberId)
    .where('other.member_id', '=', otherId)
    .orderBy('mine.conversation_id')
    .executeTakeFirst();
  return row?.conversation_id;
}

/**
 * The conversation between the member and another, made when there is none yet. One the member had removed from
 * their list comes back to it.
 */
export async function openConversation(db: Db, memberId: number, otherId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // One conversation per pair even when both click at once: the pair is serialized by an advisory lock.
    const [a, b] = memberId < otherId ? [memberId, otherId] : [otherId, memberId];
    await sql`select pg_advisory_xact_lock(${a}, ${b})`.execute(trx);
    const existing = await conversationBetween(trx, memberId, otherId);
    if (existing !== undefined) {
      await trx
        .updateTable('conversation_members')
        .set({ removed: false })
        .where('conversation_id', '=', existing)
        .where('member_id', '=', memberId)
        .execute();
      return existing;
    }
    const { id } = await trx
      .insertInto('conversations')
      .values({ created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, member_id: memberId },
        { conversation_id: id, member_id: otherId },
      ])
      .execute();
    return id;
  });
}
