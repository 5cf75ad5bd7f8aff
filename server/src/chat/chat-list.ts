import type { ChatListItem } from '@dating/contract';
import type { Db } from '../db/connect';
import { loadProfiles } from '../members/load-profiles';
import { preview } from './message-preview';

/**
 * The member's conversations with a message (the lateral join drops those without), latest first, with the newest
 * message's preview: two queries however many there are.
 */
export async function chatListOf(db: Db, memberId: number): Promise<ChatListItem[]> {
  const rows = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
    .innerJoin('conversation_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'mine.conversation_id').onRef('other.member_id', '<>', 'mine.member_id'),
    )
    // the newest message: one index lookup per conversation (messages_conversation_idx), however long it is
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['sender_id', 'text', 'sent_at'])
          .whereRef('messages.conversation_id', '=', 'c.id')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('newest'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id as conversation_id',
      'mine.num_unread',
      'other.member_id as other_id',
      'newest.sender_id',
      'newest.text',
      'newest.sent_at',
    ])
    .where('mine.member_id', '=', memberId)
    .where('mine.removed', '=', false)
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const profiles = await loadProfiles(
    db,
    rows.map((r) => r.other_id),
    memberId,
  );
  return rows.flatMap((row): ChatListItem[] => {
    const profile = profiles.get(row.other_id);
    if (!profile) return [];
    return [
      {
        conversation: { id: row.conversation_id },
        profile,
        num_unread_messages: row.num_unread,
        last_message: { text: preview(row.text), sent_at: row.sent_at.toISOString(), mine: row.sender_id === memberId },
      },
    ];
  });
}
