/**
 * Every event that crosses remotes. Payloads are plain JSON so they can be relayed to other tabs.
 * `user` is typed loosely here (the contract owns the User shape) to keep the bus free of dependencies.
 */
export interface BusEvents {
  /** the logged-in member changed (login, logout, a saved profile); null when logged out */
  'user:changed': { user: unknown | null };
  /** a 403 on user, chats or likes: the session is gone */
  'session:expired': { endpoint: string };
  /** total unread messages over all conversations */
  'unread:changed': { count: number };
  /** the likes picture changed: a like, unlike or a like_new cleared */
  'likes:changed': { newLikes: number; profileId?: number; liked?: boolean };
  /**
   * The event stream's chat events (StreamEvent of @dating/contract), published by the host's one connection
   * per page. `message` is a ChatMessage, typed loosely like `user`.
   */
  'chat:message': { message: unknown };
  /** the other member has read the member's own messages of a conversation up to `readUpTo` */
  'chat:read': { conversation: number; readUpTo: number };
  /** the other member of a conversation is typing (shown for a few seconds) */
  'chat:typing': { conversation: number; from: number };
  /** a conversation left the member's list (removed in another page or by the server) */
  'chat:removed': { conversation: number };
  /**
   * The event stream (re)connected and could not deliver everything since the last event seen (a long outage,
   * a server restart): whatever shows stream-fed state (an open conversation's messages, read marks) reloads it.
   */
  'stream:resync': Record<string, never>;
  'locale:changed': { language: string };
  /** a remote failed to load or render (reported to the server by the host) */
  'remote:error': { remote: string; version?: string; phase: 'load' | 'render'; message: string };
}

export type BusEventName = keyof BusEvents;

/** Events that describe shared state, and so are mirrored to the site's other open tabs. */
export const RELAYED_EVENTS: readonly BusEventName[] = [
  'user:changed',
  'session:expired',
  'unread:changed',
  'likes:changed',
  'locale:changed',
];
