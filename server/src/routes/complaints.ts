import { COMPLAINT_REASONS, postComplaints, validateEmail, type RuleFailure } from '@dating/contract';
import type { Db } from '../db/connect';
import { notFound, notLoggedIn, validationError } from '../http/errors';
import { registerEndpoint } from '../http/api-router';
import { additionalRateLimit } from '../plugins/rate-limits';
import type { FastifyInstance } from 'fastify';

/**
 * Reports one IP may send: 10 an hour. Someone who saw something bad reports it once or twice; more from one
 * address is someone flooding the moderation queue (or trying to get a rival suspended by volume).
 */
export const COMPLAINTS_PER_HOUR = 10;

/** What a report names, once checked: the rows the moderation queue shows beside it. */
interface Target {
  memberId: number | null;
  imageId: number | null;
  messageId: number | null;
}

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

    const target = await targetOf(db, memberId, body);
    const language = memberId === null ? '' : await languageOf(db, memberId);
    await db
      .insertInto('complaints')
      .values({
        kind: body.kind,
        reason: body.reason,
        text: body.text.trim(),
        email: memberId === null ? email : null,
        reporter_id: memberId,
        member_id: target.memberId,
        image_id: target.imageId,
        message_id: target.messageId,
        language,
      })
      .execute();
    return { ok: true };
  });
}

async function targetOf(
  db: Db,
  reporterId: number | null,
  body: { kind: string; member?: number; photo?: number; message?: number },
): Promise<Target> {
  switch (body.kind) {
    case 'member':
      return { memberId: await requireMember(db, body.member!), imageId: null, messageId: null };
    case 'photo': {
      const image = await db
        .selectFrom('images')
        .innerJoin('members', 'members.id', 'images.member_id')
        .select(['images.id', 'images.member_id'])
        .where('images.id', '=', body.photo!)
        .where('members.deleted', '=', false)
        .$if(body.member !== undefined, (q) => q.where('images.member_id', '=', body.member!))
        .executeTakeFirst();
      if (!image) throw notFound('This photo');
      return { memberId: image.member_id, imageId: image.id, messageId: null };
    }
    case 'message': {
      // Only someone in the conversation has seen the message; for anyone else its id names nothing.
      if (reporterId === null) throw notLoggedIn();
      const message = await db
        .selectFrom('messages')
        .innerJoin('conversation_members as mine', 'mine.conversation_id', 'messages.conversation_id')
        .select(['messages.id', 'messages.sender_id'])
        .where('messages.id', '=', body.message!)
        .where('mine.member_id', '=', reporterId)
        .where('messages.sender_id', '<>', reporterId)
        .executeTakeFirst();
      if (!message) throw notFound('This message');
      return { memberId: message.sender_id, imageId: null, messageId: message.id };
    }
    default:
      // billing: about the reporter's own payments; a member named as well is kept for context if real
      return {
        memberId: body.member === undefined ? null : await requireMember(db, body.member).catch(() => null),
        imageId: null,
        messageId: null,
      };
  }
}

async function requireMember(db: Db, id: number): Promise<number> {
  // A member one blocked can still be reported: blocking is often the step just before.
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!row) throw notFound('This profile');
  return row.id;
}

async function languageOf(db: Db, memberId: number): Promise<string> {
  const row = await db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst();
  return row?.language ?? '';
}
