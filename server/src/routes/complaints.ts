import { COMPLAINT_REASONS, postComplaints, validateEmail, type RuleFailure } from '@dating/contract';
import { validationError } from '../http/errors';
import { registerEndpoint } from '../http/api-router';
import { additionalRateLimit } from '../plugins/rate-limits';
import { reportTargetOf } from '../complaints/report-target';
import { recordComplaint } from '../complaints/record-complaint';
import type { FastifyInstance } from 'fastify';

/**
 * Reports one IP may send: 10 an hour. Someone who saw something bad reports it once or twice; more from one
 * address is someone flooding the moderation queue (or trying to get a rival suspended by volume).
 */
export const COMPLAINTS_PER_HOUR = 10;

/**
 * POST complaints.php (docs/product.md §2, /complaints; no login needed): a report into the moderation queue, which
 * ops work through on /_ops (ops/moderation.ts). What it names must exist: a member, a photo of that member, or a
 * message of a conversation the reporter is in (so an id leads nowhere for anyone else, and nothing is ever read
 * back: the answer is the same confirmation). A visitor leaves an address for the answer.
 */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Counted once the form is complete: a correction after a refused field is not a second report.
  const perIp = additionalRateLimit(
    app,
    { max: COMPLAINTS_PER_HOUR, windowMs: 60 * 60_000, key: (r) => `complaint:${r.ip}` },
    () => 'You have sent many reports. Please wait an hour, or write to support.',
  );

  registerEndpoint(app, postComplaints, async ({ request, reply, body, memberId }) => {
    const failures: Record<string, RuleFailure> = {};
    if (!(COMPLAINT_REASONS[body.kind] as readonly string[]).includes(body.reason))
      failures.reason = { code: 'unknown_value' };
    const email = body.email?.trim() ?? '';
    if (memberId === null) {
      const bad = validateEmail(email);
      if (bad) failures.email = bad;
    }
    if (body.kind === 'member' && body.member === undefined) failures.member = { code: 'required' };
    if (body.kind === 'photo' && body.photo === undefined) failures.photo = { code: 'required' };
    if (body.kind === 'message' && body.message === undefined) failures.message = { code: 'required' };
    if (Object.keys(failures).length > 0) throw validationError(failures);
    await perIp(request, reply);

    await recordComplaint(db, {
      kind: body.kind,
      reason: body.reason,
      text: body.text.trim(),
      reporterId: memberId,
      email: memberId === null ? email : null,
      target: await reportTargetOf(db, memberId, body),
    });
    return { ok: true };
  });
}
