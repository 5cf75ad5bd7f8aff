/* eslint-disable @typescript-eslint/no-explicit-any -- generic code over calls needs "an endpoint of any shape" and
   superstruct's schema parameter; `unknown` does not fit either (Struct and Endpoint are invariant in them). Every
   other file names such an endpoint AnyEndpoint. */
import type { Struct } from 'superstruct';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One /api call: where it goes, what it takes and what it answers. The client builds requests and checks
 * answers from this; the server registers its route and validates input from the same object.
 * `fixedQuery` is the part of the URL that selects the call (user.php?new=1 versus user.php?push=1).
 */
export interface Endpoint<Q = undefined, B = undefined, R = unknown> {
  method: HttpMethod;
  /** `/api/<name>.php` for calls; a page-level path only for links a browser opens (the mailed /activate) */
  path: `/api/${string}` | `/activate`;
  fixedQuery?: Record<string, string>;
  query?: Struct<Q, any>;
  body?: Struct<B, any>;
  /** multipart bodies are not JSON; the server checks the file itself */
  bodyKind?: 'json' | 'multipart';
  response: Struct<R, any>;
  /** the member must be logged in */
  auth: boolean;
  /**
   * The answer is a 302 whose Location is the value `response` describes, not a JSON body: links and
   * buttons the browser follows (partner redirects, the activation link) rather than calls a page reads.
   */
  redirect?: true;
}

/** An endpoint of any query, body and answer: what generic code over calls (client, router, tests) takes. */
export type AnyEndpoint = Endpoint<any, any, any>;

export function endpoint<Q = undefined, B = undefined, R = unknown>(def: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return def;
}

export type QueryOf<E> = E extends Endpoint<infer Q, any, any> ? Q : never;
export type BodyOf<E> = E extends Endpoint<any, infer B, any> ? B : never;
export type ResponseOf<E> = E extends Endpoint<any, any, infer R> ? R : never;

/** The URL path plus the call-selecting query, as the server registers it: 'POST /api/user.php?new=1'. */
export function endpointKey(e: AnyEndpoint): string {
  const fixed = e.fixedQuery ? '?' + new URLSearchParams(e.fixedQuery).toString() : '';
  return `${e.method} ${e.path}${fixed}`;
}
