import type { LastMessage } from '@dating/contract';
import type { Infer } from 'superstruct';
import type { Db } from '../db/connect';

/** How much of the newest message the chat list shows: one line; the rest would only travel to be cut off. */
export const PREVIEW_LENGTH = 140;

/** The first characters of a text, cut between code points (never half an emoji). */
export const preview = (text: string): string => {
  const points = [...text];
  return points.length <= PREVIEW_LENGTH ? text : `${points.slice(0, PREVIEW_LENGTH).join('')}…`;
};

/** The newest message of each conversation as `viewerId` previews it, in one query (the list's last_message). */
export async function lastMessagesOf(
  db: Db,
  conversationIds: number[],
  viewerId: number,
): Promise<Map<number, Infer<typeof LastMessage>>> {
  const out = new Map<number, Infer<typeof LastMessage>>();
  if (conversationIds.length === 0) return out;
  // One index lookup per conversation (messages_conversation_idx, newest first), however long each one is.
  const rows = await db
    .selectFrom('conversations as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['sender_id', 'text', 'sent_at'])
          .whereRef('messages.conversation_id', '=', 'c.id')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .select(['c.id as conversation_id', 'm.sender_id', 'm.text', 'm.sent_at'])
    .where('c.id', 'in', conversationIds)
    .execute();
  for (const row of rows) {
    out.set(row.conversation_id, {
      text: preview(row.text),
      sent_at: row.sent_at.toISOString(),
      mine: row.sender_id === viewerId,
    });
  }
  return out;
}
