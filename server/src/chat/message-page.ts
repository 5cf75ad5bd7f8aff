import type { ChatMessage } from '@dating/contract';
import type { Db } from '../db/connect';
import { MESSAGE_COLUMNS, toChatMessage, type FirstMessages } from './message-row';

/** Messages per page: a phone screen and a bit, so the first page fills the view and scrolling back is rare. */
export const PAGE_SIZE = 30;

/**
 * One page of a conversation, oldest first: the newest PAGE_SIZE messages, or the PAGE_SIZE before message
 * `before`. Paged by id, not by offset: messages that arrive while the member scrolls back have larger ids, so
 * the older pages neither shift (no duplicates) nor skip any (no gaps).
 */
export async function messagePage(
  db: Db,
  conversationId: number,
  viewerId: number,
  first: FirstMessages,
  before: number | undefined,
): Promise<{ messages: ChatMessage[]; has_more: boolean }> {
  let query = db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    // one more than a page tells whether there are older ones, without counting them
    .limit(PAGE_SIZE + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  const has_more = rows.length > PAGE_SIZE;
  const page = rows.slice(0, PAGE_SIZE).reverse();
  return { messages: page.map((row) => toChatMessage(row, viewerId, first)), has_more };
}
