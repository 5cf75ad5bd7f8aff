import { isSitePath } from '@dating/contract';

/**
 * Where a member page's back link leads: to where the profile was opened from (likes, search, home, chats...),
 * named by the router location state `from` or a `?from=` parameter, each taken only as a same-site path so a
 * crafted link cannot send the member off the site. A profile opened at /likes/m/:id without either came from the
 * likes (docs/product.md §2); anything else goes back to the search.
 */
export type BackKind = 'likes' | 'search' | 'home' | 'chats' | 'other';

export interface BackLink {
  to: string;
  kind: BackKind;
}

/** A path of this site (the contract's isSitePath, the rule of every way back), from a value of unknown type. */
export const isSameSitePath = (value: unknown): value is string => typeof value === 'string' && isSitePath(value);

/** A conversation at the other member's address (/members/:memberId/chat). */
const MEMBER_CHAT = /^\/members\/[^/]+\/chat\/?$/;

function kindOf(path: string): BackKind {
  const pathname = path.split(/[?#]/)[0];
  const first = pathname.split('/')[1] ?? '';
  if (first === 'chats' || MEMBER_CHAT.test(pathname)) return 'chats';
  if (first === 'likes') return 'likes';
  if (first === 'members' || first === 'search') return 'search';
  if (first === 'home') return 'home';
  return 'other';
}

export function backLink(location: { pathname: string; search: string; state?: unknown }): BackLink {
  const fromState = (location.state as { from?: unknown } | null | undefined)?.from;
  const fromQuery = new URLSearchParams(location.search).get('from');
  const from = [fromState, fromQuery].find(isSameSitePath);
  if (from) return { to: from, kind: kindOf(from) };
  if (location.pathname.startsWith('/likes/m/')) return { to: '/likes', kind: 'likes' };
  return { to: '/members', kind: 'search' };
}
