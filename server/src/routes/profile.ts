import { getProfile } from '@dating/contract';
import { notFound } from '../http/errors';
import { registerEndpoint } from '../http/api-router';
import { loadProfile } from '../members/load-profiles';
import { isVisibleTo } from '../members/visibility';
import { markLikeSeen } from '../likes/mark-like-seen';
import { publishLikes } from '../realtime/publish';
import type { FastifyInstance } from 'fastify';

/**
 * GET profile.php?id: one member's public profile, login optional. A member opening the profile of someone
 * who liked them has seen that like: its like_new goes false (docs/product.md §4).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, getProfile, async ({ query, memberId }) => {
    // A suspended member, or one blocked either way, answers like an unknown one (members/visibility.ts).
    const live = await isVisibleTo(db, memberId, query.id);
    const profile = live ? await loadProfile(db, query.id, memberId) : null;
    if (!profile) throw notFound('This profile');
    if (memberId !== null && memberId !== query.id && (await markLikeSeen(db, memberId, query.id))) {
      publishLikes(app, memberId);
    }
    return { profile };
  });
}
