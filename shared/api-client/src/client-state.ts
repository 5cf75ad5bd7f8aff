import { readCookie } from './cookies';

/** Local storage, or null where the browser blocks it (private modes, storage disabled). */
function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A value of local storage, or null when there is none or storage is blocked. */
export function readLocal(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes, or removes with null; a full or blocked storage loses the value, which is all it can do. */
export function writeLocal(key: string, value: string | null): void {
  try {
    const store = localStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // storage full or blocked
  }
}

const cookieValue = (key: string): string | null => {
  try {
    return typeof document === 'undefined' ? null : readCookie(key);
  } catch {
    return null; // a cookie of that name that is not ours (not URI-encoded)
  }
};

/**
 * Client state kept in both places it lives (docs/product.md §3: local storage and a cookie, either of which may be
 * cleared on its own): local storage first, else the cookie, each read through `parse`, which answers null for
 * anything that is not a value of this key.
 */
export function readClientState<T>(key: string, parse: (raw: string | null) => T | null): T | null {
  return parse(readLocal(key)) ?? parse(cookieValue(key));
}

/** Keeps `value` in both places, the cookie for `maxAgeSeconds`. */
export function writeClientState(key: string, value: string, maxAgeSeconds: number): void {
  writeLocal(key, value);
  if (typeof document !== 'undefined')
    document.cookie = [
      `${key}=${encodeURIComponent(value)}`,
      `Max-Age=${maxAgeSeconds}`,
      'Path=/',
      'SameSite=Lax',
    ].join('; ');
}
