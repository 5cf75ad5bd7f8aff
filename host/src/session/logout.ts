import { LOGGING_OUT_FLAG_DELAY_MS } from '@dating/config';
import { session } from './store';

export interface LogoutDeps {
  /** GET /api/logout.php; resolves with 'done' */
  callLogout: () => Promise<unknown>;
  clearUser: () => void;
  navigate: (to: string) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

/**
 * docs/product.md §4, §8: the answer 'done' clears the user and goes to /login; a failed logout is logged,
 * and the member is logged out here and sent to /login all the same — a stuck half-session is worse.
 * The loggingOut flag stays up 1 s longer (docs/product.md §9) so nothing that reacts to "no user"
 * (the route guard remembering where you were, say) mistakes the logout for an expired session.
 */
export async function logout({
  callLogout,
  clearUser,
  navigate,
  setTimeout: set = setTimeout,
}: LogoutDeps): Promise<void> {
  if (session.loggingOut) return;
  session.loggingOut = true;
  try {
    const answer = await callLogout();
    if (answer !== 'done') console.warn('Logout answered', answer);
  } catch (err) {
    console.warn('Logout failed; logging out locally anyway', err);
  }
  clearUser();
  navigate('/login');
  set(() => {
    session.loggingOut = false;
  }, LOGGING_OUT_FLAG_DELAY_MS);
}
