import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { IMMUTABLE, NO_STORE } from './cache-policy';
import { resolveFile } from './safe-path';

/**
 * /remotes/<name>/<version>/... from the store. A version folder never changes once published (deploy
 * writes a new folder instead), so every file in it is immutable, mf-manifest.json included; old versions
 * stay so long-open pages never hit chunk 404s.
 */
export function registerRemoteFiles(app: FastifyInstance, storeDir: string): void {
  const root = path.join(storeDir, 'remotes');
  app.get('/remotes/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const [name, version] = rest.split('/');
    const valid = /^[a-z][a-z0-9-]*$/.test(name ?? '') && /^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(version ?? '');
    const file = valid ? await resolveFile(root, rest) : null;
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send(`404 Not found: ${request.url}`);
    }
    reply.header('cache-control', IMMUTABLE);
    return reply.sendFile(file, root, { cacheControl: false });
  });
}
