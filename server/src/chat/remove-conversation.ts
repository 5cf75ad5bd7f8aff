import type { Db } from '../db/connect';
import { notFound } from '../http/errors';

/**
 * Takes a conversation off the member's list (DELETE chat.php); the other member keeps it. Its unread messages
 * stop counting: the member chose not to see them. A new message brings it back (sendMessage), counting from there.
 */
export async function removeConversation(db: Db, conversationId: number, memberId: number): Promise<void> {
  const updated = await db
    .updateTable('conversation_members')
    .set({ removed: true, num_unread: 0 })
    .where('conversation_id', '=', conversationId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('This conversation');
}
