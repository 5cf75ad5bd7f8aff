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

/** A path of this site: one leading slash, no scheme or host (`//evil`, `/\evil`), no control characters. */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, 'http://site.invalid').origin === 'http://site.invalid';
  } catch {
    return false;
  }
}

function kindOf(path: string): BackKind {
  const first = path.split(/[?#]/)[0].split('/')[1] ?? '';
  if (first === 'likes') return 'likes';
  if (first === 'members' || first === 'search') return 'search';
  if (first === 'home') return 'home';
  if (first === 'chats') return 'chats';
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
