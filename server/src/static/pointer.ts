import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NO_STORE, REVALIDATE } from './cache-policy';

/**
 * GET /remotes.json: the pointer file (remote name -> that version's mf-manifest). Never cached without a
 * check: rollback is a write of this file and must reach browsers at their next load. A strong ETag of the
 * content lets that check cost a 304 when nothing changed.
 */
export function registerPointer(app: FastifyInstance, storeDir: string): void {
  const file = path.join(storeDir, 'pointer', 'production.json');
  app.get('/remotes.json', async (request, reply) => {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return reply.code(404).header('cache-control', NO_STORE).send({
        error: 'not_published',
        message: 'No remotes are published yet. Run `pnpm publish:local` (scripts/start does it).',
      });
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** RFC 9110: If-None-Match uses weak comparison, lists are comma separated, and '*' matches any. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
