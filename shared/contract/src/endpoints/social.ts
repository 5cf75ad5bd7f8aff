import { array, enums, object, optional, size } from 'superstruct';
import { endpoint } from '../endpoint';
import { ChatListItem, ChatMessage, ChatMessages, ClientMessageId, MESSAGE_MAX_LENGTH } from '../entities/chat';
import { Likes } from '../entities/likes';
import { Profile } from '../entities/profile';
import { Cams, SearchResult } from '../entities/search';
import { Ok } from '../entities/misc';
import { Count, Id, QueryAge, QueryId, QueryPage, QueryPerPage, Text } from '../primitives';

export const getChats = endpoint({
  method: 'GET',
  path: '/api/chats.php',
  response: object({ chats: array(ChatListItem) }),
  auth: true,
});
export const getLikes = endpoint({ method: 'GET', path: '/api/likes.php', response: Likes, auth: true });
export const postLikes = endpoint({
  method: 'POST',
  path: '/api/likes.php',
  body: object({ profile: Id }),
  response: Likes,
  auth: true,
});
export const deleteLikes = endpoint({
  method: 'DELETE',
  path: '/api/likes.php',
  body: object({ profile: Id }),
  response: Likes,
  auth: true,
});

/** Start (or find) the conversation with a profile; answers its id. */
export const getChatProfile = endpoint({
  method: 'GET',
  path: '/api/chat.php',
  query: object({ profile: QueryId }),
  response: object({ id: Id }),
  auth: true,
});
export const deleteChat = endpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  body: object({ conversation: Id }),
  response: Ok,
  auth: true,
});
/**
 * A page of one conversation, oldest first: the newest messages, or those before `before` (scrolling back).
 * Reading does not change anything; the page marks what it showed as read with postChatRead.
 */
export const getChatMessages = endpoint({
  method: 'GET',
  path: '/api/chat_messages.php',
  query: object({ conversation: QueryId, before: optional(QueryId) }),
  response: ChatMessages,
  auth: true,
});
/** Send a message; it costs the sender's country's message price in credits, in the same transaction. */
export const postChatMessage = endpoint({
  method: 'POST',
  path: '/api/chat_messages.php',
  body: object({ conversation: Id, text: size(Text, 1, MESSAGE_MAX_LENGTH), client_id: ClientMessageId }),
  response: object({ message: ChatMessage, credits: Count }),
  auth: true,
});
/** The member has seen the conversation up to a message: its unread count goes to 0 (docs/product.md §4). */
export const postChatRead = endpoint({
  method: 'POST',
  path: '/api/chat_messages.php',
  fixedQuery: { read: '1' },
  body: object({ conversation: Id, up_to: Id }),
  response: Ok,
  auth: true,
});
/** The member is typing: the other member's open pages show it for a few seconds. */
export const postChatTyping = endpoint({
  method: 'POST',
  path: '/api/chat_typing.php',
  body: object({ conversation: Id }),
  response: Ok,
  auth: true,
});

/** One member's public profile (member details page); opening it clears that member's like_new. */
export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile.php',
  query: object({ id: QueryId }),
  response: object({ profile: Profile }),
  auth: false,
});

const boolFlag = optional(enums(['0', '1', 'true', 'false']));
export const SearchQuery = object({
  source: optional(Text),
  pp: optional(QueryPerPage),
  auto_load: boolFlag,
  hideNudity: boolFlag,
  searchAllCountries: boolFlag,
  trafficsource: optional(Text),
  country: optional(Text),
  countryregion: optional(Text),
  min_age: optional(QueryAge),
  max_age: optional(QueryAge),
  gender: optional(Text),
  /** members who picked this interest (an id of interests.php) */
  interest: optional(QueryId),
  page: optional(QueryPage),
  manual_search: boolFlag,
  do_not_save: boolFlag,
});
export const getSearch = endpoint({
  method: 'GET',
  path: '/api/search.php',
  query: SearchQuery,
  response: SearchResult,
  auth: false,
});

export const getXcamsSearch = endpoint({
  method: 'GET',
  path: '/api/xcams/search.php',
  query: object({ gender: optional(Text), min_age: optional(QueryAge), max_age: optional(QueryAge) }),
  response: Cams,
  auth: true,
});
