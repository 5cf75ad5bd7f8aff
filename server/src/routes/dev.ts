import { postDevCreditsZero } from '@dating/contract';
import type { ApiRouter } from '../http/api-router';
import { sessionExpired } from '../http/errors';
import { loadUser } from '../members/load-user';
import type { RouteDeps } from './context';

/** Dev panel actions (spec section 1). Registered only when DEV_TOOLS is on, so production has no such path. */
export function devRoutes(api: ApiRouter, { db, site }: RouteDeps): void {
  api.addMember(postDevCreditsZero, async ({ memberId }) => {
    await db.updateTable('members').set({ credits: 0, updated_at: new Date() }).where('id', '=', memberId).execute();
    const user = await loadUser(db, memberId, site);
    if (!user) throw sessionExpired();
    return { user };
  });
}
