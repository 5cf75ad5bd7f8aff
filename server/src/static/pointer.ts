import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { Pointer } from '@dating/contract';
import { BUCKET_COOKIE, newBucket, parseBucket, pointerForBucket } from '@dating/release-store';
import type { ObjectStore } from '../objects/object-store';
import { POINTER_KEY } from '../objects/remote-store';
import { NO_STORE, REVALIDATE } from './cache-policy';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * GET /remotes.json: the pointer file (remote name -> that version's mf-manifest). Never cached without a
 * check: rollback is a write of this file and must reach browsers at their next load. A strong ETag of the
 * served content lets that check cost a 304 when nothing changed.
 *
 * Canary: each visitor has a bucket 0..99 in the `mf_bucket` cookie (made on the first visit, so the choice
 * is stable); a remote with a canary of P % is served at its canary version to buckets below P. The answer
 * then depends on the cookie, hence `Vary: Cookie` and an ETag of what this visitor was served.
 */
export function registerPointer(app: FastifyInstance, store: ObjectStore): void {
  app.get('/remotes.json', async (request, reply) => {
    // A store that does not answer throws: a 503 (error-handler.ts), not "nothing published".
    const pointer = await readStorePointer(store);
    if (!pointer) {
      return reply.code(404).header('cache-control', NO_STORE).send({
        error: 'not_published',
        message: 'No remotes are published yet. Run `pnpm publish:local` (scripts/start does it).',
      });
    }
    let bucket = parseBucket(request.cookies[BUCKET_COOKIE]);
    if (bucket === undefined) {
      bucket = newBucket();
      reply.setCookie(BUCKET_COOKIE, String(bucket), {
        path: '/',
        maxAge: YEAR_SECONDS,
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
      });
    }
    const body = JSON.stringify(pointerForBucket({ remotes: pointer.remotes ?? {} }, bucket));
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag).header('vary', 'Cookie');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/**
 * The pointer file of the store as deploy wrote it (read afresh: a rollback is a write of this file), or null
 * when nothing is published yet or it is no JSON. A store that cannot be reached throws StoreUnavailableError.
 */
export async function readStorePointer(store: ObjectStore): Promise<Pointer | null> {
  const text = await store.read(POINTER_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text.toString('utf8')) as Pointer;
  } catch {
    return null;
  }
}

/** RFC 9110: If-None-Match uses weak comparison, lists are comma separated, and '*' matches any. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
