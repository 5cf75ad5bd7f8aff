import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * The largest body any call takes: the longest JSON a form sends (5,000 characters of profile text, 4,000 of
 * a chat message) is a few tens of kilobytes. Photos are multipart, which streams under its own limits.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** No call of the contract nests deeper than 3; a body deeper than this is no form's. */
export const JSON_MAX_DEPTH = 32;

const tooDeep = () =>
  new ApiError(
    400,
    'bad_request',
    'This request could not be read.',
    undefined,
    `JSON nested deeper than ${JSON_MAX_DEPTH} levels`,
  );

/**
 * Whether a JSON text opens more than `limit` arrays and objects inside each other, found by one pass over
 * the characters (brackets inside strings do not count) before any parser builds or recurses into it.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The same limit on a value some other parser already built (a beacon's text/plain body parsed as JSON). */
export function valueNestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => valueNestsDeeperThan(child, limit - 1));
}

/** Throws the 400 a body nested deeper than JSON_MAX_DEPTH gets, before anything walks it recursively. */
export function assertShallow(value: unknown): void {
  if (valueNestsDeeperThan(value, JSON_MAX_DEPTH)) throw tooDeep();
}

/**
 * Fastify's JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused) behind a depth
 * check, so a body of thousands of nested brackets is a 400 and never reaches code that recurses into it
 * (superstruct describing a failure prints the value). The size limit is the server's bodyLimit.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, JSON_MAX_DEPTH)) return done(tooDeep(), undefined);
    parse(request, body as string, done);
  });
}
