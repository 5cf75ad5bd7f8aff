/** The readable CSRF cookie the server sets (double-submit pattern). */
export function readCookie(
  name: string,
  cookieString = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieString.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
