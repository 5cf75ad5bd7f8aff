import type { FastifyInstance } from 'fastify';
import { creditsOf, newLikesOf } from './member-state';
import { createMemberQueue } from './member-queue';

/**
 * The events a route publishes after its change committed, read fresh from the database so every open page of
 * the member shows the same numbers. Fire and forget: the answer to the request never waits for them, and a
 * failure is logged, never the request's error (the pages' polling catches up).
 */

/**
 * One queue per member: each read starts after the previous event went out, so the member's last event carries
 * the newest numbers (two reads racing could otherwise publish an older count last).
 */
const events = createMemberQueue();
function inOrder(app: FastifyInstance, memberId: number, what: string, run: () => Promise<void>): void {
  void events(memberId, run).catch((err: unknown) =>
    app.log.error({ err, memberId }, `realtime: ${what} event failed`),
  );
}

/**
 * The member's new likes changed (a like, an unlike, a like seen); `newLikeFrom`: a like was added, web push it.
 * The poll version moves at once, and only then: the page that cleared a like refetches the likes as soon as its
 * answer is in, before the event or the database's notice of the commit can have moved it, and a 304 of the old
 * list would keep the like as new (src/polling).
 */
export function publishLikes(app: FastifyInstance, memberId: number, options: { newLikeFrom?: number } = {}): void {
  app.pollVersions.touch(memberId);
  inOrder(app, memberId, 'likes', async () => {
    const event = { type: 'likes', new_likes: await newLikesOf(app.db, memberId) } as const;
    app.realtime.publish(memberId, event, { versionMoved: true });
    const likerId = options.newLikeFrom;
    if (likerId !== undefined) {
      void app.pushNotices
        .like(memberId, likerId)
        .catch((err: unknown) => app.log.error({ err, memberId }, 'push notice failed'));
    }
  });
}

/** The member's balance or paid status changed (a purchase, a refund, a dev reset). */
export function publishCredits(app: FastifyInstance, memberId: number): void {
  inOrder(app, memberId, 'credits', async () => {
    const credits = await creditsOf(app.db, memberId);
    if (credits) app.realtime.publish(memberId, { type: 'credits', ...credits });
  });
}
