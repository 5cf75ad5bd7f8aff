import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import type { FirstMessages } from './message-row';

export interface Membership {
  conversationId: number;
  otherId: number;
  /** how far the other member has read (0: nothing) */
  otherReadUpTo: number;
  myReadUpTo: number;
  first: FirstMessages;
}

/**
 * The conversation as one of its two members sees it. Anyone else gets the same 404 as for a conversation
 * that does not exist, so an id reveals nothing (docs/architecture.md, Security rules).
 */
export async function membershipOf(
  db: Db | Transaction<Database>,
  conversationId: number,
  memberId: number,
): Promise<Membership> {
  const row = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'mine.conversation_id').onRef('other.member_id', '<>', 'mine.member_id'),
    )
    .select([
      'other.member_id as other_id',
      'other.last_read_message_id as other_read',
      'mine.last_read_message_id as my_read',
      'mine.first_message_id as my_first',
      'other.first_message_id as other_first',
    ])
    .where('mine.conversation_id', '=', conversationId)
    .where('mine.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound('This conversation');
  return {
    conversationId,
    otherId: row.other_id,
    otherReadUpTo: row.other_read,
    myReadUpTo: row.my_read,
    first: { a: row.my_first, b: row.other_first },
  };
}
