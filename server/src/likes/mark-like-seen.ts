import type { Db } from '../db/connect';

/**
 * The member opened the profile of someone who liked them: that like is no longer new (docs/product.md §4).
 * True when it was new, so the likes badge changed.
 */
export async function markLikeSeen(db: Db, memberId: number, likerId: number): Promise<boolean> {
  const [seen] = await db
    .updateTable('likes')
    .set({ like_new: false })
    .where('member_id', '=', likerId)
    .where('profile_id', '=', memberId)
    .where('like_new', '=', true)
    .execute();
  return seen !== undefined && seen.numUpdatedRows > 0n;
}
