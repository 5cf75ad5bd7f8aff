import { getLogout } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { destroySession } from '../auth/sessions';
import { clearSessionCookie, setCsrfCookie } from '../auth/cookies';
import { randomToken } from '../auth/tokens';
import type { FastifyInstance } from 'fastify';

/** GET logout.php: ends the session server-side (the cookie alone is not trusted to go away). */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, getLogout, async ({ request, reply }) => {
    if (request.auth.state === 'active') await destroySession(db, request.auth.session.tokenHash);
    clearSessionCookie(request, reply);
    // The old session's CSRF token must not outlive it.
    setCsrfCookie(request, reply, randomToken());
    return 'done' as const;
  });
}
