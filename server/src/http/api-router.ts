import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { create, mask, StructError, validate } from 'superstruct';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '@dating/contract';
import { ApiError, notLoggedIn, sessionExpired } from './errors';
import { structToApiError } from './struct-errors';

export interface HandlerContext<E, M = number | null> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** the logged-in member, or null for a visitor */
  memberId: M;
}

export type Handler<E, M = number | null> = (ctx: HandlerContext<E, M>) => Promise<ResponseOf<E>>;

interface Registered {
  endpoint: Endpoint<any, any, any>;
  handler: Handler<any>;
}

/**
 * Registers /api handlers from the contract's endpoint objects, so path, method, input schema and answer
 * schema come from the same place the client uses. Several calls can share a path and method and differ by
 * a fixed query (POST user.php?new=1 versus ?push=1); Fastify routes by path only, so one route per path
 * and method dispatches on the query.
 */
export class ApiRouter {
  private readonly byRoute = new Map<string, Registered[]>();

  /** checkResponses: validate every answer against the contract (on in development and tests). */
  constructor(private readonly options: { checkResponses: boolean }) {}

  /** A call members only may make (auth: true): the handler always gets a member id. */
  addMember<E extends Endpoint<any, any, any>>(endpoint: E, handler: Handler<E, number>): this {
    if (!endpoint.auth) throw new Error(`${endpoint.method} ${endpoint.path} is not a members-only call; use add()`);
    return this.add(endpoint, handler as Handler<E>);
  }

  add<E extends Endpoint<any, any, any>>(endpoint: E, handler: Handler<E>): this {
    const key = `${endpoint.method} ${endpoint.path}`;
    const list = this.byRoute.get(key) ?? [];
    list.push({ endpoint, handler });
    // Most specific first: a call with a fixed query wins over the bare path.
    list.sort((a, b) => Object.keys(b.endpoint.fixedQuery ?? {}).length - Object.keys(a.endpoint.fixedQuery ?? {}).length);
    this.byRoute.set(key, list);
    return this;
  }

  mount(app: FastifyInstance): void {
    for (const [key, list] of this.byRoute) {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      app.route({ method, url, handler: (request, reply) => this.dispatch(list, request, reply) });
    }
  }

  private async dispatch(list: Registered[], request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const rawQuery = (request.query ?? {}) as Record<string, string>;
    const match = list.find(({ endpoint }) => Object.entries(endpoint.fixedQuery ?? {}).every(([k, v]) => rawQuery[k] === v));
    if (!match) throw new ApiError(404, 'not_found', `No ${request.method} call at ${request.url}.`);
    const { endpoint, handler } = match;

    const memberId = request.auth.state === 'active' ? request.auth.session.memberId : null;
    if (endpoint.auth && memberId === null) throw request.auth.state === 'expired' ? sessionExpired() : notLoggedIn();

    const query = endpoint.query ? parse(() => mask(withoutFixed(rawQuery, endpoint.fixedQuery), endpoint.query!), 'query') : undefined;
    const body = endpoint.body ? parse(() => create(request.body ?? {}, endpoint.body!), 'body') : undefined;

    const answer = await handler({ request, reply, query, body, memberId });
    if (this.options.checkResponses) {
      // A wrong answer is our bug: a logged 500 in development beats a page that breaks on it later.
      // Not rethrown as StructError, which the error handler would report as the client's bad input.
      const [failure] = validate(answer, endpoint.response);
      if (failure) throw new Error(`Answer of ${endpoint.method} ${endpoint.path} breaks the contract at '${failure.path.join('.')}': ${failure.message}`);
    }
    // Fastify sends a bare string as text; the contract's answers are JSON, 'done' included.
    if (typeof answer === 'string') return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    return answer;
  }
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

function withoutFixed(query: Record<string, string>, fixed?: Record<string, string>): Record<string, string> {
  if (!fixed) return query;
  const out = { ...query };
  for (const key of Object.keys(fixed)) delete out[key];
  return out;
}
