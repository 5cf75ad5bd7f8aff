import type { Location } from 'react-router-dom';

/** What the route guard leaves in the /login navigation's state: where the visitor was going. */
export interface LoginRedirectState {
  from?: string;
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Where to go after logging in: back to the page that sent the visitor to /login, if it is one of ours
 * (a same-site path, never another origin or //host), otherwise the members' home.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login'))
    return from;
  return '/home';
}
