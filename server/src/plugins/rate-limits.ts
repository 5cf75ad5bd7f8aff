import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from '../http/errors';

export interface RateLimitStoreOptions {
  /** REDIS_URL: counts shared by every instance; unset: each process counts on its own */
  redisUrl?: string;
  /** prefix of the Redis keys (tests use one per run so runs never share counts) */
  nameSpace?: string;
}

/**
 * @fastify/rate-limit on the root instance, off by default: only routes with `config.rateLimit` are
 * limited. Registered before the route plugins so its onRoute hook sees their routes.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitStoreOptions): Promise<void> {
  // Short timeouts: a request waits on the limiter, so a Redis that is gone must fail fast, not hang.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.nameSpace ?? 'dating-rate-limit-' } : {}),
  });
}

/** The wait of a 429 message in whole minutes, at least one: "1 minute", "15 minutes". */
export function minutesToWait(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Limit settings whose 429 carries the conventions' body: `{error: 'rate_limited', message}`. */
export function rateLimit(
  settings: { max: number; windowMs: number; key: (request: FastifyRequest) => string; hook?: 'preHandler' },
  message: (waitMs: number) => string,
): RateLimitOptions {
  return {
    max: settings.max,
    timeWindow: settings.windowMs,
    keyGenerator: settings.key,
    ...(settings.hook ? { hook: settings.hook } : {}),
    errorResponseBuilder: (_request, context) => new ApiError(429, 'rate_limited', message(context.ttl)),
  };
}

/** Counts one request; throws the 429 when over the limit. Fits a route's preHandler list. */
export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A second limit on a route that already has `config.rateLimit`: the plugin runs one limiter hook per
 * request, so further limits go through its createRateLimit (same store, Redis included) in a preHandler.
 * Also a limit a handler calls itself (`await check(request, reply)`) when only some requests count, such
 * as the chat starts that create a conversation. Over the limit: 429 rate_limited with Retry-After.
 */
export function additionalRateLimit(
  app: FastifyInstance,
  settings: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
  message: (waitMs: number) => string,
): RateLimitCheck {
  const check = app.createRateLimit({ max: settings.max, timeWindow: settings.windowMs, keyGenerator: settings.key });
  return async (request, reply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new ApiError(429, 'rate_limited', message(limit.ttl));
  };
}
