import { postDevCreditsZero } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { sessionExpired } from '../http/errors';
import { loadUser } from '../members/load-user';
import { resetCredits } from '../credits/ledger';
import { publishCredits } from '../realtime/publish';
import type { FastifyInstance } from 'fastify';

/** Dev panel actions (docs/product.md §1). Registered only when DEV_TOOLS is on, so production has no such path. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { db, site } = app;
  registerMemberEndpoint(app, postDevCreditsZero, async ({ memberId }) => {
    // Through the ledger like every change of credits: a 'reset' entry takes out whatever is left.
    await resetCredits(db, memberId);
    publishCredits(app, memberId);
    const user = await loadUser(db, memberId, site);
    if (!user) throw sessionExpired();
    return { user };
  });
}
