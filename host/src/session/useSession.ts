import { useSnapshot } from 'valtio';
import { useUser } from '@dating/api-client';
import type { User } from '@dating/contract';
import { session } from './store';

export interface SessionView {
  /** the member, null for a visitor (or while unknown) */
  user: User | null;
  /** the first answer of /api/user.php has arrived (or failed): before it nobody knows who is there */
  userLoaded: boolean;
  loggingOut: boolean;
}

/** Who is on the page, read from the user query (docs/product.md §4: logged in when the user call returns one). */
export function useSession(): SessionView {
  const query = useUser();
  const { loggingOut } = useSnapshot(session);
  return { user: query.data?.user ?? null, userLoaded: query.isSuccess || query.isError, loggingOut };
}
