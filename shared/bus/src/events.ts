/**
 * Every event that crosses remotes. Payloads are plain JSON so they can be relayed to other tabs.
 * `user` is typed loosely here (the contract owns the User shape) to keep the bus free of dependencies.
 */
export interface BusEvents {
  /** the logged-in member changed (login, logout, a saved profile); null when logged out */
  'user:changed': { user: unknown | null };
  /** a 403 on user, chats or likes: the session is gone */
  'session:expired': { endpoint: string };
  /** the likes picture changed: a like, unlike or a like_new cleared */
  'likes:changed': { newLikes: number; profileId?: number; liked?: boolean };
  'locale:changed': { language: string };
  /** a remote failed to load or render (reported to the server by the host) */
  'remote:error': { remote: string; version?: string; phase: 'load' | 'render'; message: string };
}

export type BusEventName = keyof BusEvents;

/** Events that describe shared state, and so are mirrored to the site's other open tabs. */
export const RELAYED_EVENTS: readonly BusEventName[] = [
  'user:changed',
  'session:expired',
  'likes:changed',
  'locale:changed',
];
