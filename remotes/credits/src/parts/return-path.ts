/**
 * Where a page that sent the member here wants them back (`?return=/chats/7`, from a send refused for too few
 * credits): only a path of this site, never another origin (`//host`, `https:`), so the link cannot lead away.
 */
export function returnPath(search: URLSearchParams): string | null {
  const path = search.get('return');
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}
