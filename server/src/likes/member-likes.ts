import type { LikedByProfile, Likes, Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { loadProfiles } from '../members/load-profiles';

/**
 * Both lists in two queries: the member's likes either way, then the profiles. Given: latest first; received:
 * new likes first, then latest (docs/product.md §4).
 */
export async function likesOf(db: Db, memberId: number): Promise<Likes> {
  const rows = await db
    .selectFrom('likes')
    .select(['member_id', 'profile_id', 'like_new', 'created_at'])
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('profile_id', '=', memberId)]))
    .orderBy('created_at', 'desc')
    .execute();
  const given = rows.filter((l) => l.member_id === memberId);
  // stable sort: among new likes and among seen ones, the latest stays first
  const received = rows
    .filter((l) => l.profile_id === memberId)
    .sort((a, b) => Number(b.like_new) - Number(a.like_new));
  const profiles = await loadProfiles(
    db,
    [...given.map((l) => l.profile_id), ...received.map((l) => l.member_id)],
    memberId,
  );
  return {
    profiles: given.map((l) => profiles.get(l.profile_id)).filter((p): p is Profile => p !== undefined),
    liked_by: received.flatMap((l): LikedByProfile[] => {
      const p = profiles.get(l.member_id);
      return p ? [{ ...p, like_new: l.like_new }] : [];
    }),
  };
}
