import { getLogout } from '@dating/contract';
import type { ApiRouter } from '../http/api-router';
import { destroySession } from '../auth/sessions';
import { clearSessionCookie, setCsrfCookie } from '../auth/cookies';
import { randomToken } from '../auth/tokens';
import type { RouteDeps } from './context';

/** GET logout.php: ends the session server-side (the cookie alone is not trusted to go away). */
export function logoutRoutes(api: ApiRouter, { db }: RouteDeps): void {
  api.add(getLogout, async ({ request, reply }) => {
    if (request.auth.state === 'active') await destroySession(db, request.auth.session.tokenHash);
    clearSessionCookie(request, reply);
    // The old session's CSRF token must not outlive it.
    setCsrfCookie(request, reply, randomToken());
    return 'done' as const;
  });
}
