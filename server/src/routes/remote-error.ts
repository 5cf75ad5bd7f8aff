import type { FastifyInstance } from 'fastify';
import { postRemoteError } from '@dating/contract';
import { autoRollbackCanary, readPointer } from '@dating/deploy';
import type { ApiRouter } from '../http/api-router';
import { ApiError } from '../http/errors';
import { errorsSince } from '../ops/remote-errors';
import type { RouteDeps } from './context';

export interface RemoteErrorOptions {
  storeDir: string;
  /** a canary is rolled back when its errors since it started exceed this */
  canaryMaxErrors: number;
  /** beacons per IP per minute */
  perMinute?: number;
}

/**
 * POST /api/remote-error.php: the host's beacon when a remote fails to load or render. Counted per remote
 * and version; an error of the running canary may roll the canary back (compare-and-swap, with history).
 */
export function remoteErrorRoutes(app: FastifyInstance, api: ApiRouter, { db }: RouteDeps, options: RemoteErrorOptions): void {
  const checkLimit = app.createRateLimit({ max: options.perMinute ?? 30, timeWindow: 60_000, keyGenerator: (r) => `remote-error:${r.ip}` });

  api.add(postRemoteError, async ({ request, body }) => {
    const limit = await checkLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, 'rate_limited', 'Too many error reports from this address.');
    await db.insertInto('remote_errors').values({ remote: body.remote, version: body.version, phase: body.phase, message: body.message }).execute();

    const canary = readPointer(options.storeDir).remotes[body.remote]?.canary;
    if (canary && canary.version === body.version) {
      const errors = await errorsSince(db, body.remote, body.version, new Date(canary.since));
      if (errors > options.canaryMaxErrors) {
        const result = autoRollbackCanary(options.storeDir, body.remote, body.version, errors);
        if (result.ok) request.log.warn({ remote: body.remote, version: body.version, errors }, result.message);
      }
    }
    return { ok: true };
  });
}
