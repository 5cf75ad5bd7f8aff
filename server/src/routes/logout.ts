import { getLogout } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { clearSessionCookie, setCsrfCookie } from '../auth/cookies';
import { csrfError, isOwnSiteRequest } from '../auth/csrf';
import { randomToken } from '../auth/tokens';
import type { FastifyInstance } from 'fastify';

/**
 * GET logout.php: ends the session server-side (the cookie alone is not trusted to go away). A GET by the
 * spec, so another site could link to it or load it as an image: only the site's own request logs out,
 * anything else is refused as csrf and the session stays.
 */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getLogout, async ({ request, reply }) => {
    if (!isOwnSiteRequest(request)) throw csrfError();
    if (request.auth.state === 'active') await app.sessions.destroy(request.auth.session.tokenHash);
    clearSessionCookie(request, reply);
    // The old session's CSRF token must not outlive it.
    setCsrfCookie(request, reply, randomToken());
    return 'done' as const;
  });
}
