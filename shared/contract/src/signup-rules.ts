import { TRACKING_KEYS, type Tracking } from './entities/tracking';

/** Tracking data worth keeping: at least one of its keys has a value. */
export const hasTracking = (t: Tracking | null | undefined): t is Tracking =>
  Boolean(t && TRACKING_KEYS.some((k) => Boolean(t[k])));

/**
 * docs/product.md §6: visitors may sign up when settings' `signups` is 'all', or 'with_trafficsource' and they came
 * with tracking data (or a trafficsource); anything else closes signups. The form and the server ask the same.
 */
export function signupsOpen(signups: string, visitor: { tracking?: Tracking | null; trafficsource?: string }): boolean {
  if (signups === 'all') return true;
  return signups === 'with_trafficsource' && (Boolean(visitor.trafficsource) || hasTracking(visitor.tracking));
}
