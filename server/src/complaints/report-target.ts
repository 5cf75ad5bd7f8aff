import type { Db } from '../db/connect';
import { notFound, notLoggedIn } from '../http/errors';
import { isExistingMember } from '../members/existing-member';

/** What a report names, once checked: the rows the moderation queue shows beside it. */
export interface ReportTarget {
  memberId: number | null;
  imageId: number | null;
  messageId: number | null;
}

/** What a report's form names, before it is checked. */
export interface NamedInReport {
  kind: string;
  member?: number;
  photo?: number;
  message?: number;
}

/**
 * Checks that what a report names exists: a member, a photo of that member, or a message of a conversation the
 * reporter is in (so an id leads nowhere for anyone else). Anything else is a 404 (401 for a message reported
 * by a visitor).
 */
export async function reportTargetOf(db: Db, reporterId: number | null, named: NamedInReport): Promise<ReportTarget> {
  switch (named.kind) {
    case 'member':
      return { memberId: await requireMember(db, named.member!), imageId: null, messageId: null };
    case 'photo': {
      const image = await db
        .selectFrom('images')
        .innerJoin('members', 'members.id', 'images.member_id')
        .select(['images.id', 'images.member_id'])
        .where('images.id', '=', named.photo!)
        .where('members.deleted', '=', false)
        .$if(named.member !== undefined, (q) => q.where('images.member_id', '=', named.member!))
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
        .where('messages.id', '=', named.message!)
        .where('mine.member_id', '=', reporterId)
        .where('messages.sender_id', '<>', reporterId)
        .executeTakeFirst();
      if (!message) throw notFound('This message');
      return { memberId: message.sender_id, imageId: null, messageId: message.id };
    }
    default:
      // billing: about the reporter's own payments; a member named as well is kept for context if real
      return {
        memberId: named.member === undefined ? null : await requireMember(db, named.member).catch(() => null),
        imageId: null,
        messageId: null,
      };
  }
}

async function requireMember(db: Db, id: number): Promise<number> {
  // A member one blocked can still be reported: blocking is often the step just before.
  if (!(await isExistingMember(db, id))) throw notFound('This profile');
  return id;
}
