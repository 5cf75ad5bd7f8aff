import { proxy } from 'valtio';

/**
 * Client-only session state. Who is logged in, the chats and the likes are server state: they live in
 * react-query's cache (useSession, useBadge), never here.
 */
export interface SessionState {
  /** a logout is under way, and for 1 s after it (docs/product.md §9) */
  loggingOut: boolean;
  /** this browser holds a push subscription: polling slows to 300 s, pushes bring the news */
  pushSubscribed: boolean;
  /** the page's event stream is open (src/realtime): news arrives at once, so polling slows to 300 s */
  streamConnected: boolean;
}

export function initialSession(): SessionState {
  return { loggingOut: false, pushSubscribed: false, streamConnected: false };
}

export const session = proxy<SessionState>(initialSession());

export function resetSession(): void {
  Object.assign(session, initialSession());
}
