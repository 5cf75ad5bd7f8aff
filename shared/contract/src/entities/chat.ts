import { array, boolean, object, type Infer } from 'superstruct';
import { Count, Id, Text } from '../primitives';
import { Profile } from './profile';

/** One conversation in the chat list (spec section 3). */
export const ChatListItem = object({
  conversation: object({ id: Id }),
  profile: Profile,
  num_unread_messages: Count,
});
export type ChatListItem = Infer<typeof ChatListItem>;

/** What the badge counts of chats: unread messages over every conversation. */
export const unreadTotal = (chats: readonly ChatListItem[]): number =>
  chats.reduce((sum, c) => sum + c.num_unread_messages, 0);

export const ChatMessage = object({
  id: Id,
  conversation: Id,
  /** the sender's profile id */
  from: Id,
  text: Text,
  sent_at: Text,
  mine: boolean(),
});
export type ChatMessage = Infer<typeof ChatMessage>;
export const ChatMessages = object({ messages: array(ChatMessage) });
