import type { FastifyInstance } from 'fastify';
import { postPasswordChange } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { sessionExpired, validationError } from '../http/errors';
import { minutesToWait, rateLimit } from '../plugins/rate-limits';
import { verifyPassword } from '../auth/password';
import { passwordHashOf, savePassword } from '../auth/member-password';
import { wrongPassword } from '../credentials/credential-errors';
import { validateNewPassword } from '../auth/new-password';

/** As many tries of the current password as a login allows (10 per 15 minutes), per member. */
const CHANGE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

/**
 * A new password from /profile: the current one is required (a session left open on a shared computer must
 * not be enough), and every other session ends, so a device that knew the old password is logged out. The
 * session of this request stays.
 */
export async function passwordChangeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const perMember = rateLimit(
    {
      ...CHANGE_LIMIT,
      key: (r) => `password-change:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}`,
      hook: 'preHandler',
    },
    (waitMs) => `Too many attempts. Please wait ${minutesToWait(waitMs)} and try again.`,
  );

  registerMemberEndpoint(
    app,
    postPasswordChange,
    async ({ request, body, memberId }) => {
      const failure = validateNewPassword(body.password);
      if (failure) throw validationError({ password: failure });
      const passwordHash = await passwordHashOf(db, memberId);
      if (passwordHash === null || request.auth.state !== 'active') throw sessionExpired();
      if (!(await verifyPassword(passwordHash, body.current_password))) throw wrongPassword();
      await savePassword(db, memberId, body.password);
      await app.sessions.endSessionsOf(memberId, { tokenHash: request.auth.session.tokenHash });
      return { ok: true };
    },
    { rateLimit: perMember },
  );
}
