import { deleteLikes, getLikes, postLikes } from '@dating/contract';
import type { Db } from '../db/connect';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import { withConditionalGet } from '../http/conditional-get';
import { addLike, removeLike } from '../likes/change-like';
import { likesOf } from '../likes/member-likes';
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
    if (await addLike(db, memberId, body.profile)) publishLikes(app, body.profile, { newLikeFrom: memberId });
    return likesOf(db, memberId);
  });

  registerMemberEndpoint(app, deleteLikes, async ({ memberId, body }) => {
    if (body.profile === memberId) throw new ApiError(400, 'like_self', 'You cannot like your own profile.');
    await requireMember(db, memberId, body.profile);
    if (await removeLike(db, memberId, body.profile)) publishLikes(app, body.profile);
    return likesOf(db, memberId);
  });
}

async function requireMember(db: Db, viewerId: number, id: number): Promise<void> {
  if (!(await isVisibleTo(db, viewerId, id))) throw notFound('This profile');
}
