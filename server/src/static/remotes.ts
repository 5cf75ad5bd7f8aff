import type { FastifyInstance } from 'fastify';
import { objectKeyOf, type ObjectStore } from '../objects/object-store';
import { IMMUTABLE } from './cache-policy';
import { notFoundAnswer, sendStoredObject } from './send-object';

/**
 * /remotes/<name>/<version>/... from the store. A version folder never changes once published (deploy
 * writes a new folder instead), so every file in it is immutable, mf-manifest.json included; old versions
 * stay so long-open pages never hit chunk 404s.
 */
export function registerRemoteFiles(app: FastifyInstance, store: ObjectStore): void {
  app.get('/remotes/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const [name, version] = rest.split('/');
    const valid = /^[a-z][a-z0-9-]*$/.test(name ?? '') && /^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(version ?? '');
    const key = valid ? objectKeyOf(`remotes/${rest}`) : null;
    if (!key) return notFoundAnswer(request, reply);
    return sendStoredObject(request, reply, store, key, IMMUTABLE);
  });
}
