import type { FastifyInstance } from 'fastify';
import { postPageHidden } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { markLastSeen } from '../members/last-seen';

/**
 * POST page-hidden.php: the host's beacon when the page is hidden; records when the member was last seen.
 * navigator.sendBeacon sends its body as text (or nothing) and no headers, and a beacon has no use for a
 * validation error: the body is not read and the CSRF header not asked for. Visitors get the same answer.
 */
export async function pageHiddenRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    postPageHidden,
    async ({ memberId }) => {
      if (memberId !== null) await markLastSeen(app.db, memberId);
      return { ok: true };
    },
    { csrf: false, ignoreBody: true },
  );
}
