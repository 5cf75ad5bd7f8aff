import { hasTracking, TRACKING_KEYS, type Tracking } from '@dating/contract';
import { browserKeepEnv, keep, kept, type KeepEnv } from './kept-value';

export const TRACKING_KEY = 'tracking';

export interface TrackingEnv extends KeepEnv {
  url: string;
}

const browserEnv = (): TrackingEnv => ({ ...browserKeepEnv(), url: location.href });

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

const acceptTracking = (data: unknown): Tracking | null => {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const out: Tracking = {};
  for (const k of TRACKING_KEYS) if (typeof fields[k] === 'string') out[k] = fields[k];
  return hasTracking(out) ? out : null;
};

/**
 * Keeps the landing URL's tracking data (docs/product.md §3) for 30 days, and answers the data in force: the URL's
 * when it has any, else the kept data. Every landing page and the signup form call it.
 */
export function captureTracking(env: TrackingEnv = browserEnv()): Tracking | null {
  const fromUrl = trackingFromUrl(env.url);
  if (fromUrl) {
    keep(TRACKING_KEY, fromUrl, env);
    return fromUrl;
  }
  return kept(TRACKING_KEY, env, acceptTracking);
}

/** The trafficsource field of the signup payload: the network, else the referring source, else ''. */
export const trafficSource = (t: Tracking | null): string => t?.network ?? t?.ref ?? '';
