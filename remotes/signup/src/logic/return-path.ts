/**
 * Where the page that sent the visitor to sign up wants them once in (`?return=/members/5/chat`: the chat they
 * wanted to start): only a path of this site, never another origin (`//host`, `https:`).
 */
export function returnPath(search: URLSearchParams): string | null {
  const path = search.get('return');
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}
