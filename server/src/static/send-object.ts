import type { FastifyReply, FastifyRequest } from 'fastify';
import { StoreUnavailableError, type ObjectStore } from '../objects/object-store';
import { NO_STORE } from './cache-policy';

/**
 * Sends one object of a store (media, remote files) with `cacheControl`, or the 404 when it is absent (or
 * `prepare`, which may make it first, answers false). A store that does not answer is a 503 the browser may
 * retry, never a 500 and never cached: the page around the file stays usable.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  key: string,
  cacheControl: string,
  prepare: () => Promise<boolean> = async () => true,
): Promise<FastifyReply> {
  try {
    if (!(await prepare())) return notFoundAnswer(request, reply);
    reply.header('cache-control', cacheControl);
    return (await store.send(request, reply, key)) ? reply : notFoundAnswer(request, reply);
  } catch (err) {
    // whatever answers now, it is no file to keep
    reply.removeHeader('cache-control');
    if (!(err instanceof StoreUnavailableError)) throw err;
    request.log.error({ err }, 'object store unavailable');
    return reply
      .code(503)
      .header('cache-control', NO_STORE)
      .header('retry-after', '30')
      .type('text/plain; charset=utf-8')
      .send('503 Not available right now. Please try again in a moment.');
  }
}

/** A file that is not there now may be published a second later: never cached. */
export const notFoundAnswer = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', NO_STORE)
    .type('text/plain; charset=utf-8')
    .send(`404 Not found: ${request.url}`);
