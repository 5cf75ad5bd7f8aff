import { array, boolean, literal, nullable, object, pattern, union, type Infer } from 'superstruct';
import { Count, Id, Text } from '../primitives';
import { Profile } from './profile';

/** The longest message a member may send (characters). */
export const MESSAGE_MAX_LENGTH = 2000;

/** The newest message of a conversation, as the chat list previews it. */
export const LastMessage = object({
  text: Text,
  /** ISO 8601 */
  sent_at: Text,
  mine: boolean(),
});

/** One conversation in the chat list (docs/product.md §3). */
export const ChatListItem = object({
  conversation: object({ id: Id }),
  profile: Profile,
  num_unread_messages: Count,
  last_message: nullable(LastMessage),
});
export type ChatListItem = Infer<typeof ChatListItem>;

/** What the badge counts of chats: unread messages over every conversation. */
export const unreadTotal = (chats: readonly ChatListItem[]): number =>
  chats.reduce((sum, c) => sum + c.num_unread_messages, 0);

/** The id the sender's page gives a message before sending it: a retry with it is neither sent nor charged twice. */
export const ClientMessageId = pattern(Text, /^[A-Za-z0-9_-]{8,64}$/);

export const ChatMessage = object({
  id: Id,
  conversation: Id,
  /** the sender's profile id */
  from: Id,
  text: Text,
  /** ISO 8601 */
  sent_at: Text,
  mine: boolean(),
  /** the sender's own id for it (own messages only): the page swaps its 'sending' copy for this one */
  client_id: nullable(ClientMessageId),
  /**
   * Links are plain text unless the two members wrote to each other before this message (spec: links are not
   * clickable between strangers); text is always shown as text, never as HTML.
   */
  links_allowed: boolean(),
});
export type ChatMessage = Infer<typeof ChatMessage>;

/** A page of a conversation, oldest first, with what the top bar and the read marks need. */
export const ChatMessages = object({
  messages: array(ChatMessage),
  /** older messages exist before the first one here: ask again with `before` = its id */
  has_more: boolean(),
  /** the other member */
  profile: Profile,
  /** the newest of the member's own messages the other member has read (0: none) */
  read_up_to: Count,
});
export type ChatMessages = Infer<typeof ChatMessages>;

/**
 * What the event stream (GET /api/events.php, server-sent events) delivers to a member's open pages. Each event
 * has an id; a reconnect names the last one it saw (Last-Event-ID) and gets what it missed, once.
 */
export const StreamEvent = union([
  object({ type: literal('message'), message: ChatMessage }),
  object({ type: literal('read'), conversation: Id, read_up_to: Id }),
  object({ type: literal('typing'), conversation: Id, from: Id }),
  object({ type: literal('conversation_removed'), conversation: Id }),
  /**
   * The member's chat list changed in a way no other event carries (read in another page, a member left): the
   * list, and with it the unread badge it adds up to, is fetched again.
   */
  object({ type: literal('chats_changed') }),
  object({ type: literal('likes'), new_likes: Count }),
  object({ type: literal('credits'), balance: Count, paid_user: boolean() }),
  /**
   * The remotes pointer changed (a promote or a rollback): the page asks /remotes.json again, so its next
   * navigation into a remote loads the version now live. Sent to every open stream at once, without an id
   * (a broadcast is not a member's event to resume); the served pointer depends on the visitor's canary bucket,
   * so the page fetches its own rather than trusting one carried here.
   */
  object({ type: literal('remotes') }),
]);
export type StreamEvent = Infer<typeof StreamEvent>;

/** The event stream's URL: server-sent events, not a JSON call (the host opens one per page). */
export const EVENT_STREAM_PATH = '/api/events.php';
