import { proxy } from 'valtio';
import type { User } from '@dating/contract';

export interface SessionState {
  /** the member, null for a visitor */
  user: User | null;
  /** the first answer of /api/user.php has arrived; before it nobody knows who is there */
  userLoaded: boolean;
  /** a logout is under way, and for 1 s after it (spec section 9) */
  loggingOut: boolean;
  /** a push subscription exists: polling slows to 300 s, pushes bring the news */
  pushSubscribed: boolean;
  /** total unread messages over every conversation */
  unread: number;
  /** received likes not seen yet (liked_by with like_new) */
  newLikes: number;
}

export function initialSession(): SessionState {
  return { user: null, userLoaded: false, loggingOut: false, pushSubscribed: false, unread: 0, newLikes: 0 };
}

/** The shell's session, read by the top nav, the route guard and the polling. */
export const session = proxy<SessionState>(initialSession());

export function resetSession(): void {
  Object.assign(session, initialSession());
}
