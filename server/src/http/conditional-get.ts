import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * The polled calls (spec section 9: user, chats, likes every few seconds on every open page) answer with an
 * ETag, and a poll whose answer has not changed gets a bodiless 304. `private, no-cache` lets the browser keep
 * the answer for this member only and makes it ask every time (If-None-Match), so nothing stale is ever shown;
 * Vary: Cookie, because the same URL answers each member differently. Scoped: only the routes `register` adds.
 */
export async function withConditionalGet(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyEtag);
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'Cookie');
    });
    register(scope);
  });
}
