import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { safeEqual } from './tokens';
import { CSRF_COOKIE } from './cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

export const csrfError = () =>
  new ApiError(
    403,
    'csrf',
    'The security token of this request is missing or out of date. Reload the page and try again.',
  );

/** X-CSRF-Token equals the csrf cookie, and with a session the session's token (rotated at login). */
function carriesCsrfToken(request: FastifyRequest): boolean {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !header || !cookie || !safeEqual(header, cookie)) return false;
  return request.auth.state !== 'active' || safeEqual(header, request.auth.session.csrf);
}

/**
 * For the GETs the spec gives a side effect (logout.php, search.php saving the filters): whether the site's
 * own page sent the request rather than a link, image or form of another site. Either the X-CSRF-Token
 * header checks out (the api-client sends it on every call), or the browser says so in Sec-Fetch-Site:
 * same-origin (our page) or none (typed into the address bar, a bookmark). Cross-site and same-site
 * (another subdomain) requests without the token, and clients that send neither, are not trusted.
 */
export function isOwnSiteRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none' || carriesCsrfToken(request);
}

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
    if (!carriesCsrfToken(request)) throw csrfError();
  });
}
