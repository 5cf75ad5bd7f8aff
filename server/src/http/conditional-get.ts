import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { memberIdOf } from '../auth/request-auth';
import { named } from '../plugins/display-name';

/** Ages in profiles move at midnight: the day is part of a member's ETag, beside the poll version. */
const today = (now = new Date()) => `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;

/**
 * The polled calls (docs/product.md §9: user, chats, likes every few seconds on every open page) answer with an
 * ETag, and a poll whose answer has not changed gets a bodiless 304. For a member the ETag is the poll version
 * every instance agrees on (src/polling/poll-versions.ts), taken before the answer is built and read from the
 * database only after a change, so an unchanged poll costs no query and no answer at all, whichever instance
 * answers it. A change moves the version when the database says it committed, a moment later, and the first
 * poll after that fetches it in full. A visitor's answer, and any answer while the versions are not heard, is
 * hashed instead (a 304 then saves only the wire). `private, no-cache` lets the browser keep the answer for this
 * member only and makes it ask every time (If-None-Match); Vary: Cookie, because the same URL answers each member
 * differently. Scoped: only the routes `register` adds.
 */
export async function withConditionalGet(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  const scoped = async (scope: FastifyInstance) => {
    // after the hook below: it keeps an ETag that is already set, and answers 304 when it matches
    await scope.register(fastifyEtag);
    scope.addHook('preHandler', async (request, reply) => {
      const memberId = memberIdOf(request);
      if (memberId === null) return;
      const version = await scope.pollVersions.versionOf(memberId);
      if (version === null) return;
      const etag = `"${today()}-${request.routeOptions.url}-${version}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    });
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'Cookie');
    });
    register(scope);
  };
  await app.register(named(scoped, 'conditional-get'));
}
