import type { FastifyInstance } from 'fastify';
import { isHashedName, IMMUTABLE, MEDIA_UNHASHED, NO_STORE } from './cache-policy';
import { resolveFile } from './safe-path';

/** /media/... : member images (uploads and the seed's avatar pool) from `<data>/media`. */
export function registerMedia(app: FastifyInstance, mediaDir: string): void {
  app.get('/media/*', async (request, reply) => {
    const file = await resolveFile(mediaDir, (request.params as { '*': string })['*']);
    if (!file)
      return reply
        .code(404)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send(`404 Not found: ${request.url}`);
    reply.header('cache-control', isHashedName(file) ? IMMUTABLE : MEDIA_UNHASHED);
    return reply.sendFile(file, mediaDir, { cacheControl: false });
  });
}
