import { deleteLikes, getLikes, postLikes, type LikedByProfile, type Likes, type Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import { withConditionalGet } from '../http/conditional-get';
import { loadProfiles } from '../members/load-profiles';
import { publishLikes } from '../realtime/publish';
import { isVisibleTo } from '../members/visibility';
import type { FastifyInstance } from 'fastify';

/**
 * likes.php. GET: profiles the member liked (latest first) and profiles that liked the member, new likes
 * first (docs/product.md §4), each with its like_new flag for the badge. POST {profile}: like; DELETE
 * {profile}: unlike; both answer the updated lists. Liking twice is idempotent (200, nothing changes, the
 * first like keeps its date and the other side's like_new), as is unliking a profile not liked: a double
 * click or a second tab must not show an error. Liking oneself is 400; an unknown or deleted profile 404, and so
 * is one the member may not see (suspended, or blocked either way: the blocked member never learns of it).
 */
export async function likeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await withConditionalGet(app, (polled) =>
    registerMemberEndpoint(polled, getLikes, async ({ memberId }) => likesOf(db, memberId)),
  );

  registerMemberEndpoint(app, postLikes, async ({ memberId, body }) => {
    if (body.profile === memberId) throw new ApiError(400, 'like_self', 'You cannot like your own profile.');
    await requireMember(db, memberId, body.profile);
    const added = await db
      .insertInto('likes')
      .values({ member_id: memberId, profile_id: body.profile, like_new: true })
      .onConflict((oc) => oc.columns(['member_id', 'profile_id']).doNothing())
      .executeTakeFirst();
    if (added.numInsertedOrUpdatedRows) publishLikes(app, body.profile, { newLikeFrom: memberId });
    return likesOf(db, memberId);
  });

  registerMemberEndpoint(app, deleteLikes, async ({ memberId, body }) => {
    if (body.profile === memberId) throw new ApiError(400, 'like_self', 'You cannot like your own profile.');
    await requireMember(db, memberId, body.profile);
    const removed = await db
      .deleteFrom('likes')
      .where('member_id', '=', memberId)
      .where('profile_id', '=', body.profile)
      .executeTakeFirst();
    if (removed.numDeletedRows) publishLikes(app, body.profile);
    return likesOf(db, memberId);
  });
}

async function requireMember(db: Db, viewerId: number, id: number): Promise<void> {
  if (!(await isVisibleTo(db, viewerId, id))) throw notFound('This profile');
}

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
