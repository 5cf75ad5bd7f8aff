import { getLikes, type LikedByProfile, type Profile } from '@dating/contract';
import type { ApiRouter } from '../http/api-router';
import { loadProfiles } from '../members/load-profiles';
import type { RouteDeps } from './context';

/**
 * GET likes.php: profiles the member liked (latest first) and profiles that liked the member, new likes
 * first (spec section 4), each with its like_new flag for the badge.
 */
export function likeRoutes(api: ApiRouter, { db }: RouteDeps): void {
  api.addMember(getLikes, async ({ memberId }) => {
    const [given, received] = await Promise.all([
      db.selectFrom('likes').select('profile_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').execute(),
      db
        .selectFrom('likes')
        .select(['member_id', 'like_new'])
        .where('profile_id', '=', memberId)
        .orderBy('like_new', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
    const profiles = await loadProfiles(db, [...given.map((l) => l.profile_id), ...received.map((l) => l.member_id)], memberId);
    return {
      profiles: given.map((l) => profiles.get(l.profile_id)).filter((p): p is Profile => p !== undefined),
      liked_by: received.flatMap((l): LikedByProfile[] => {
        const p = profiles.get(l.member_id);
        return p ? [{ ...p, like_new: l.like_new }] : [];
      }),
    };
  });
}
