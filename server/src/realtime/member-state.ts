import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** New likes the member has not seen (like_new), from members still here: what the likes badge counts. */
export async function newLikesOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .innerJoin('members', 'members.id', 'likes.member_id')
    .select(sql<string>`count(*)`.as('n'))
    .where('likes.profile_id', '=', memberId)
    .where('likes.like_new', '=', true)
    .where('members.deleted', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Unread messages over the member's listed conversations: what the chats badge counts (docs/product.md §3). */
export async function unreadTotalOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select(sql<string>`coalesce(sum(num_unread), 0)`.as('n'))
    .where('member_id', '=', memberId)
    .where('removed', '=', false)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function creditsOf(db: Db, memberId: number): Promise<{ balance: number; paid_user: boolean } | null> {
  const row = await db
    .selectFrom('members')
    .select(['credits', 'paid_user'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ? { balance: row.credits, paid_user: row.paid_user } : null;
}
