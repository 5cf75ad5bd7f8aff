import type { ChatMessage } from '@dating/contract';

/** The columns of a message that the contract's ChatMessage is made of. */
export const MESSAGE_COLUMNS = ['id', 'conversation_id', 'sender_id', 'text', 'sent_at', 'client_id'] as const;

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  text: string;
  sent_at: Date;
  client_id: string | null;
}

/** The two members' first message ids in the conversation (null: not written yet). */
export interface FirstMessages {
  a: number | null;
  b: number | null;
}

/**
 * Links in a message are clickable when both members had written in the conversation before it (spec: links
 * are not clickable for members who never wrote to each other before). So a first message and the first reply
 * carry plain links, and everything after the reply may carry clickable ones.
 */
export const linksAllowed = (messageId: number, first: FirstMessages): boolean =>
  first.a !== null && first.b !== null && first.a < messageId && first.b < messageId;

/** A message as `viewerId` sees it: `mine` and the client id only on the viewer's own messages. */
export function toChatMessage(row: MessageRow, viewerId: number, first: FirstMessages): ChatMessage {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    conversation: row.conversation_id,
    from: row.sender_id,
    text: row.text,
    sent_at: row.sent_at.toISOString(),
    mine,
    client_id: mine ? row.client_id : null,
    links_allowed: linksAllowed(row.id, first),
  };
}
