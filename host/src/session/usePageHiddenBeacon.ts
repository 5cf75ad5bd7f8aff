import { useEffect } from 'react';
import { startPageHiddenBeacon } from './page-hidden-beacon';
import { useSession } from './useSession';

/** While a member is logged in, tells the server each time the page is hidden (docs/product.md §7). */
export function usePageHiddenBeacon(): void {
  const loggedIn = useSession().user !== null;
  useEffect(() => (loggedIn ? startPageHiddenBeacon() : undefined), [loggedIn]);
}
