import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { safeEqual } from './tokens';
import { CSRF_COOKIE } from './cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

const csrfError = () =>
  new ApiError(403, 'csrf', 'The security token of this request is missing or out of date. Reload the page and try again.');

/**
 * Double-submit CSRF check (docs/CONVENTIONS.md): every state-changing /api call sends X-CSRF-Token equal to
 * the csrf cookie, and with a session equal to the session's token. A cross-site form can send the cookie
 * but cannot read it to put it in a header.
 *
 * Runs at preValidation: after the auth hook has found the session, before any handler reads the body.
 * Applies to every route of the plugin context it is installed in; a beacon route opts out with
 * `config.csrf: false` (navigator.sendBeacon cannot send headers, and the beacons act for no member).
 */
export function installCsrfCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !header || !cookie || !safeEqual(header, cookie)) throw csrfError();
    if (request.auth.state === 'active' && !safeEqual(header, request.auth.session.csrf)) throw csrfError();
  });
}
