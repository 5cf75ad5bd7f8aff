import type { Db } from '../db/connect';

/**
 * Likes a profile. Liking twice changes nothing: the first like keeps its date and the other side's like_new.
 * Answers whether the like is new.
 */
export async function addLike(db: Db, memberId: number, profileId: number): Promise<boolean> {
  const added = await db
    .insertInto('likes')
    .values({ member_id: memberId, profile_id: profileId, like_new: true })
    .onConflict((oc) => oc.columns(['member_id', 'profile_id']).doNothing())
    .executeTakeFirst();
  return Boolean(added.numInsertedOrUpdatedRows);
}

/** Takes back the member's like of a profile; answers whether there was one. */
export async function removeLike(db: Db, memberId: number, profileId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('likes')
    .where('member_id', '=', memberId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Boolean(removed.numDeletedRows);
}
