import type { FastifyInstance } from 'fastify';
import { objectKeyOf, type ObjectStore } from '../objects/object-store';
import { isHashedName, IMMUTABLE, MEDIA_UNHASHED } from './cache-policy';
import { notFoundAnswer, sendStoredObject } from './send-object';

/** /media/... : member images (uploads and the seed's avatar pool) from the media store. */
export function registerMedia(app: FastifyInstance, media: ObjectStore): void {
  app.get('/media/*', async (request, reply) => {
    const key = objectKeyOf((request.params as { '*': string })['*']);
    if (!key) return notFoundAnswer(request, reply);
    return sendStoredObject(request, reply, media, key, isHashedName(key) ? IMMUTABLE : MEDIA_UNHASHED);
  });
}
