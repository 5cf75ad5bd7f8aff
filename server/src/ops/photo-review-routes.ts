import type { FastifyInstance } from 'fastify';
import type { ModerationRouteOptions } from './moderation-routes';
import { pendingPhotos, reviewPhoto, type PhotoReviewAction } from './photo-review';

const ACTIONS: PhotoReviewAction[] = ['approve', 'reject'];

/**
 * The photo review queue's API, inside the ops plugin (its token or session check and CSRF check apply):
 * GET /_ops/api/photos lists the photos waiting for review; POST /_ops/api/photos/{approve,reject} {photo}
 * gives one its verdict (photo-review.ts).
 */
export function registerPhotoReviewRoutes(ops: FastifyInstance, options: ModerationRouteOptions): void {
  const { db, media } = options;
  ops.get('/_ops/api/photos', async () => ({ photos: await pendingPhotos(db) }));
  for (const action of ACTIONS) {
    ops.post(`/_ops/api/photos/${action}`, async (request, reply) => {
      const photo = Number(options.fieldsOf(request).photo);
      if (!Number.isInteger(photo) || photo < 1 || photo > 2_147_483_647)
        return options.bad(reply, 'photo must be a photo id');
      const result = await reviewPhoto({ db, media }, action, photo);
      return options.answer(request, reply, { ...result, problems: [] });
    });
  }
}
