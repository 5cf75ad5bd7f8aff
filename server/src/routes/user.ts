import { getUser, putUser } from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { withConditionalGet } from '../http/conditional-get';
import { ApiError, sessionExpired, validationError } from '../http/errors';
import { loadUser } from '../members/load-user';
import { planProfileUpdate } from '../members/profile-update';
import { currentMemberOf } from '../members/current-member';
import { updateMember } from '../members/update-member';
import type { FastifyInstance } from 'fastify';

/** The member's own account: read (polled by the host) and update (location, profile, signup steps 3-5). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db, site } = app;
  await withConditionalGet(app, (polled) =>
    registerEndpoint(polled, getUser, async ({ request, memberId }) => {
      if (request.auth.state === 'expired') throw sessionExpired();
      if (memberId === null) return { user: null };
      // A session whose member is gone (account deleted elsewhere) is as good as expired.
      const user = await loadUser(db, memberId, site);
      if (!user) throw sessionExpired();
      return { user };
    }),
  );

  registerMemberEndpoint(app, putUser, async ({ body, memberId }) => {
    const current = await currentMemberOf(db, memberId);
    if (!current) throw sessionExpired();
    const plan = planProfileUpdate(body, current);
    if (!plan.ok) throw validationError(plan.failures);
    if (Object.keys(plan.changes).length > 0) await updateMember(db, memberId, plan.changes);
    const user = await loadUser(db, memberId, site);
    if (!user) throw new ApiError(404, 'not_found', 'Your account was not found.');
    return { user };
  });
}
