import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './sessions';
import { CSRF_COOKIE, SESSION_COOKIE, setCsrfCookie, setSessionCookie } from './cookies';
import { randomToken } from './tokens';

/**
 * What a request knows about who sent it. 'expired' means a sid cookie came with the request but names no
 * live session: user/chats/likes answer 403 session_expired to it (docs/CONVENTIONS.md).
 */
export type RequestAuth = { state: 'none' } | { state: 'expired' } | { state: 'active'; session: Session };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/** The member id of the request's live session, or null. */
export const memberIdOf = (request: FastifyRequest): number | null =>
  request.auth.state === 'active' ? request.auth.session.memberId : null;

/**
 * Resolves the session of every request routed in this plugin context (the /api calls), renews old
 * sessions and makes sure a CSRF cookie exists. Scoped by registration, not by URL prefix: Fastify routes
 * the decoded path, so a check on the raw URL would miss /%61pi/... .
 */
export function installRequestAuth(app: FastifyInstance): void {
  // Fastify wants decorators declared up front; the value is set per request by the hook below.
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.auth = { state: 'none' };
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await app.sessions.find(token);
      request.auth = session ? { state: 'active', session } : { state: 'expired' };
      if (session && (await app.sessions.renewIfOld(session))) setSessionCookie(request, reply, token);
    }
    ensureCsrfCookie(request, reply);
  });
}

/**
 * The double-submit cookie: set when absent; with a session it must carry the session's token (rotated at
 * login), so a stale value left from before login is replaced.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const current = request.cookies[CSRF_COOKIE];
  const wanted = request.auth?.state === 'active' ? request.auth.session.csrf : current || randomToken();
  // request.cookies keeps what the browser sent: the CSRF check compares against that, never a fresh value.
  if (current !== wanted) setCsrfCookie(request, reply, wanted);
}
