import { readCookie } from '@dating/api-client';
import { GEOLOCATION_CACHE_MS } from '@dating/config';
import { GeolocationPermission, is, Location } from '@dating/contract';

/** The key in local storage and the cookie's name (docs/product.md §3, other client state). */
export const GEOLOCATION_KEY = 'geolocation';

/** What the browser said and the place its position was geocoded to (null: none found). */
export interface KeptGeolocation {
  permission: GeolocationPermission;
  geocode: Location | null;
}

const isKeptGeolocation = (data: unknown): data is KeptGeolocation => {
  const { permission, geocode } = (data ?? {}) as Partial<Record<keyof KeptGeolocation, unknown>>;
  return is(permission, GeolocationPermission) && (geocode === null || is(geocode, Location));
};

const localStore = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked: the cookie still keeps it
  }
};

function parse(text: string | null): KeptGeolocation | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { data?: unknown; expires?: unknown };
    if (typeof stored.expires !== 'number' || stored.expires <= Date.now()) return null;
    return isKeptGeolocation(stored.data) ? stored.data : null;
  } catch {
    return null;
  }
}

/**
 * The permission and geocode kept within the last hour (docs/product.md §3, §9: geolocation cache 1 hour), local
 * storage first, else the cookie; null when none is kept, it is older, or it is not ours.
 */
export function readKeptGeolocation(): KeptGeolocation | null {
  let stored: string | null;
  try {
    stored = localStore()?.getItem(GEOLOCATION_KEY) ?? null;
  } catch {
    stored = null;
  }
  const fromCookie = () => {
    try {
      return typeof document === 'undefined' ? null : readCookie(GEOLOCATION_KEY);
    } catch {
      return null; // a cookie that is not ours (not URI-encoded)
    }
  };
  return parse(stored) ?? parse(fromCookie());
}

/** Keeps them for an hour in both places client state lives (docs/product.md §3: a cookie and local storage). */
export function keepGeolocation(data: KeptGeolocation): void {
  const text = JSON.stringify({ data, expires: Date.now() + GEOLOCATION_CACHE_MS });
  try {
    localStore()?.setItem(GEOLOCATION_KEY, text);
  } catch {
    // storage full or blocked: the cookie still keeps it
  }
  if (typeof document !== 'undefined')
    document.cookie = [
      `${GEOLOCATION_KEY}=${encodeURIComponent(text)}`,
      `Max-Age=${GEOLOCATION_CACHE_MS / 1000}`,
      'Path=/',
      'SameSite=Lax',
    ].join('; ');
}
