import type { FastifyInstance } from 'fastify';
import { postPageHidden } from '@dating/contract';
import type { RouteDeps } from './context';

/**
 * POST page-hidden.php: the host's beacon when the page is hidden; records when the member was last seen.
 * Registered on Fastify directly rather than through the ApiRouter: navigator.sendBeacon sends its body as
 * text (or nothing), and a beacon has no use for a validation error. Visitors get the same answer.
 */
export function pageHiddenRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(postPageHidden.path, async (request) => {
    if (request.auth.state === 'active') {
      await db.updateTable('members').set({ last_seen_at: new Date() }).where('id', '=', request.auth.session.memberId).execute();
    }
    return { ok: true };
  });
}
