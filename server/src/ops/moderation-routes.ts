import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpResult } from '@dating/release-store';
import type { Db } from '../db/connect';
import type { ObjectStore } from '../objects/object-store';
import { moderate, openReports, type ModerationAction } from './moderation';

export interface ModerationRouteOptions {
  db: Db;
  media: ObjectStore;
  /** the ops API's helpers (ops-routes.ts): the posted fields, who acts, and the answer to a form or a tool */
  fieldsOf(request: FastifyRequest): Record<string, unknown>;
  by(request: FastifyRequest): string;
  answer(request: FastifyRequest, reply: FastifyReply, result: OpResult): FastifyReply;
  bad(reply: FastifyReply, message: string): FastifyReply;
}

const ACTIONS: Record<string, ModerationAction> = {
  'hide-photo': 'hide_photo',
  suspend: 'suspend',
  dismiss: 'dismiss',
};

/**
 * The moderation queue's API, inside the ops plugin (its token or session check and CSRF check apply):
 * GET /_ops/api/reports lists the open reports; POST /_ops/api/reports/{hide-photo,suspend,dismiss} {report}
 * acts on one and closes it.
 */
export function registerModerationRoutes(ops: FastifyInstance, options: ModerationRouteOptions): void {
  const { db, media } = options;
  ops.get('/_ops/api/reports', async () => ({ reports: await openReports(db) }));
  for (const [path, action] of Object.entries(ACTIONS)) {
    ops.post(`/_ops/api/reports/${path}`, async (request, reply) => {
      const fields = options.fieldsOf(request);
      const report = Number(fields.report);
      if (!Number.isInteger(report) || report < 1 || report > 2_147_483_647)
        return options.bad(reply, 'report must be a report id');
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      if (action === 'suspend' && isForm && fields.confirm !== 'yes')
        return options.bad(reply, 'tick the confirmation box to suspend');
      const result = await moderate({ db, media, sessions: ops.sessions }, action, report, options.by(request));
      return options.answer(request, reply, { ok: result.ok, message: result.message, problems: [] });
    });
  }
}
