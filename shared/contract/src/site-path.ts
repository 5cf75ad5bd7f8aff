import { pattern, size } from 'superstruct';
import { Text } from './primitives';

/** The longest path a page may hand on to be brought back to. */
export const SITE_PATH_MAX = 512;

/**
 * A path of this site: one slash, then neither a second slash nor a backslash (`//host` and `/\host` are another
 * origin to a browser) and no whitespace or control character (browsers drop tabs and newlines from a URL, so
 * `/<tab>/host` is `//host` too). Never a scheme or a host: a link back to it cannot lead away from the site.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const SITE_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/;

/** Whether a path handed on to come back to (`?return=`) may be followed: a path of this site only. */
export const isSitePath = (value: string): boolean => value.length <= SITE_PATH_MAX && SITE_PATH.test(value);

/** The same rule for a request field: the server refuses any other value (400, invalid_format). */
export const SitePath = pattern(size(Text, 1, SITE_PATH_MAX), SITE_PATH);

/** The query parameter a page hands its own path on in, to be brought back to (`?return=/chats/7`). */
export const RETURN_PARAM = 'return';

/** A URL's way back (`?return=`), or null when there is none or it is not a path of this site. */
export function returnPath(search: URLSearchParams): string | null {
  const path = search.get(RETURN_PARAM);
  return path !== null && isSitePath(path) ? path : null;
}
