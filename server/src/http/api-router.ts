import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { create, mask, StructError, validate, type Struct } from 'superstruct';
import type { AnyEndpoint, BodyOf, QueryOf, ResponseOf } from '@dating/contract';
import { notLoggedIn, sessionExpired } from './errors';
import { structToApiError } from './struct-errors';
import { fixedQueryValue } from './fixed-query-constraint';
import { assertShallow } from './json-body';

export interface HandlerContext<E, M = number | null> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** the logged-in member, or null for a visitor */
  memberId: M;
}

export type Handler<E, M = number | null> = (ctx: HandlerContext<E, M>) => Promise<ResponseOf<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a beacon navigator.sendBeacon posts, which cannot carry the X-CSRF-Token header */
    csrf?: boolean;
  }
}

export interface EndpointRouteOptions {
  /** see FastifyContextConfig.csrf; only for beacons that do not act for a member */
  csrf?: false;
  /** a beacon's body is whatever the browser sent (text, nothing): it is not read, so not validated */
  ignoreBody?: true;
  /** @fastify/rate-limit settings of this route */
  rateLimit?: RateLimitOptions;
  /** further checks before the handler (a second rate limit) */
  preHandler?: preHandlerAsyncHookHandler[];
}

/**
 * Registers one call from the contract's endpoint object, so path, method, input schema and answer schema
 * come from the same place the client uses. Called inside the plugin of the call's family, so the route
 * gets that plugin's hooks.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointRouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.fixedQuery ? { constraints: { fixedQuery: fixedQueryValue(endpoint.fixedQuery) } } : {}),
    config: { csrf: options.csrf !== false, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: (request, reply) => dispatch(app.checkResponses, endpoint, handler, options, request, reply),
  });
}

/** A call members only may make (auth: true): the handler always gets a member id. */
export function registerMemberEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, number>,
  options: EndpointRouteOptions = {},
): void {
  if (!endpoint.auth) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not a members-only call; use registerEndpoint()`);
  }
  registerEndpoint(app, endpoint, handler as Handler<E>, options);
}

async function dispatch(
  checkResponses: boolean,
  endpoint: AnyEndpoint,
  handler: Handler<AnyEndpoint>,
  options: EndpointRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const memberId = request.auth.state === 'active' ? request.auth.session.memberId : null;
  if (endpoint.auth && memberId === null) {
    throw request.auth.state === 'expired' ? sessionExpired() : notLoggedIn();
  }

  const rawQuery = (request.query ?? {}) as Record<string, string>;
  const query = endpoint.query
    ? parse(() => mask(declaredOnly(rawQuery, endpoint.query!, endpoint.fixedQuery), endpoint.query!), 'query')
    : undefined;
  const readBody = endpoint.body && !options.ignoreBody;
  // A route's own parser (a beacon's text/plain read as JSON) has no depth check of its own.
  if (readBody) assertShallow(request.body);
  const body = readBody ? parse(() => create(request.body ?? {}, endpoint.body!), 'body') : undefined;

  const answer = await handler({ request, reply, query, body, memberId });
  if (checkResponses) {
    // A wrong answer is our bug: a logged 500 in development beats a page that breaks on it later.
    // Not rethrown as StructError, which the error handler would report as the client's bad input.
    const [failure] = validate(answer, endpoint.response);
    if (failure) {
      const where = failure.path.join('.');
      throw new Error(
        `Answer of ${endpoint.method} ${endpoint.path} breaks the contract at '${where}': ${failure.message}`,
      );
    }
  }
  if (endpoint.redirect) return reply.redirect(answer as string, 302);
  // Fastify sends a bare string as text; the contract's answers are JSON, 'done' included.
  if (typeof answer === 'string') return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
  return answer;
}

/** Query strings are lenient (unknown keys are dropped: cache busters, tracking); bodies are strict. */
function parse<T>(run: () => T, where: 'body' | 'query'): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof StructError) throw structToApiError(err, where);
    throw err;
  }
}

/**
 * The parameters the call's query schema declares, minus the fixed query that selected the call. Dropped here
 * rather than left to mask(): superstruct looks a key up in the schema object, where `__proto__` and
 * `constructor` are found on Object.prototype, and then refuses them as unknown fields.
 */
function declaredOnly(
  query: Record<string, string>,
  schema: Struct<unknown>,
  fixed: Record<string, string> = {},
): Record<string, string> {
  const declared = schema.schema as Record<string, unknown> | null;
  if (!declared || typeof declared !== 'object') return query;
  const keep = Object.keys(query).filter((key) => Object.hasOwn(declared, key) && !Object.hasOwn(fixed, key));
  return Object.fromEntries(keep.map((key) => [key, query[key]!]));
}
