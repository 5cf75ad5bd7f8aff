import type { FastifyInstance } from 'fastify';
import { postRemoteError } from '@dating/contract';
import { autoRollbackCanary, type DeployStore } from '@dating/release-store';
import { registerEndpoint } from '../http/api-router';
import { rateLimit } from '../plugins/rate-limits';
import { errorsSince, recordRemoteError } from '../ops/remote-errors';

export interface RemoteErrorOptions {
  /** the deploy store (folder or bucket); without one no canary is rolled back from here */
  store?: DeployStore;
  /** a canary is rolled back when its errors since it started exceed this */
  canaryMaxErrors: number;
  /** beacons per IP per minute */
  perMinute?: number;
}

/**
 * POST /api/remote-error.php: the host's beacon when a remote fails to load or render. Counted per remote
 * and version; an error of the running canary may roll the canary back (compare-and-swap, with history).
 * A beacon: no CSRF header (navigator.sendBeacon cannot send one), its JSON may arrive as text/plain, and
 * it acts for no member; rate limited per IP instead.
 */
export async function remoteErrorRoutes(app: FastifyInstance, options: RemoteErrorOptions): Promise<void> {
  const { db } = app;
  // Only in this plugin: elsewhere a text/plain body stays text.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, body);
    }
  });
  const perIp = rateLimit(
    { max: options.perMinute ?? 30, windowMs: 60_000, key: (r) => `remote-error:${r.ip}` },
    () => 'Too many error reports from this address.',
  );

  registerEndpoint(
    app,
    postRemoteError,
    async ({ request, body }) => {
      await recordRemoteError(db, {
        remote: body.remote,
        version: body.version,
        phase: body.phase,
        message: body.message,
      });

      const { store } = options;
      const canary = store ? (await store.readPointer('production')).remotes[body.remote]?.canary : undefined;
      if (store && canary && canary.version === body.version) {
        const errors = await errorsSince(db, body.remote, body.version, new Date(canary.since));
        if (errors > options.canaryMaxErrors) {
          const result = await autoRollbackCanary(store, body.remote, body.version, errors);
          if (result.ok) request.log.warn({ remote: body.remote, version: body.version, errors }, result.message);
        }
      }
      return { ok: true };
    },
    { csrf: false, rateLimit: perIp },
  );
}
