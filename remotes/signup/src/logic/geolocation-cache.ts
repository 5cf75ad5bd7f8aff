import { readClientState, writeClientState } from '@dating/api-client';
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
  return readClientState(GEOLOCATION_KEY, parse);
}

/** Keeps them for an hour in both places client state lives (docs/product.md §3: a cookie and local storage). */
export function keepGeolocation(data: KeptGeolocation): void {
  const text = JSON.stringify({ data, expires: Date.now() + GEOLOCATION_CACHE_MS });
  writeClientState(GEOLOCATION_KEY, text, GEOLOCATION_CACHE_MS / 1000);
}
