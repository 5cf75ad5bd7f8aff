import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';
import { hasTracking, TRACKING_KEYS, type Tracking } from '@dating/contract';

export const TRACKING_STORAGE_KEY = 'tracking';
export const TRACKING_COOKIE = 'tracking';
export const TRACKING_MAX_AGE_MS = STORAGE_COOKIE_MAX_AGE_S * 1000;

interface Stored {
  data: Tracking;
  expires: number;
}

/** The tracking parameters of a landing URL (network, ref, sub1, sub2, sub3), or null when it has none. */
export function trackingFromUrl(url: string): Tracking | null {
  const params = new URL(url, 'http://localhost').searchParams;
  const out: Tracking = {};
  for (const k of TRACKING_KEYS) {
    const v = params.get(k);
    if (v) out[k] = v.slice(0, 255);
  }
  return hasTracking(out) ? out : null;
}

function parseStored(text: string | null | undefined, now: number): Tracking | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Stored;
    if (typeof stored.expires !== 'number' || stored.expires <= now) return null;
    const out: Tracking = {};
    for (const k of TRACKING_KEYS) if (typeof stored.data?.[k] === 'string') out[k] = stored.data[k];
    return hasTracking(out) ? out : null;
  } catch {
    return null;
  }
}

function readCookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface TrackingEnv {
  url: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** reads and writes document.cookie */
  cookie: { get(): string; set(value: string): void };
  now: number;
}

const browserEnv = (): TrackingEnv => ({
  url: location.href,
  storage: (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })(),
  cookie: {
    get: () => document.cookie,
    set: (v) => {
      document.cookie = v;
    },
  },
  now: Date.now(),
});

/**
 * Keeps the landing URL's tracking data for 30 days in a cookie and in local storage (either may be
 * cleared on its own), and answers the data in force: the URL's when it has any, else the kept data.
 */
export function captureTracking(env: TrackingEnv = browserEnv()): Tracking | null {
  const fromUrl = trackingFromUrl(env.url);
  if (fromUrl) {
    const text = JSON.stringify({ data: fromUrl, expires: env.now + TRACKING_MAX_AGE_MS } satisfies Stored);
    try {
      env.storage?.setItem(TRACKING_STORAGE_KEY, text);
    } catch {
      // storage full or blocked: the cookie still keeps it
    }
    env.cookie.set(
      `${TRACKING_COOKIE}=${encodeURIComponent(text)}; Max-Age=${TRACKING_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax`,
    );
    return fromUrl;
  }
  let fromStorage: string | null;
  try {
    fromStorage = env.storage?.getItem(TRACKING_STORAGE_KEY) ?? null;
  } catch {
    fromStorage = null;
  }
  return parseStored(fromStorage, env.now) ?? parseStored(readCookieValue(env.cookie.get(), TRACKING_COOKIE), env.now);
}

/** The trafficsource field of the signup payload: the network, else the referring source, else ''. */
export const trafficSource = (t: Tracking | null): string => t?.network ?? t?.ref ?? '';
