import type { Tracking } from '@dating/contract';
import { hasTracking } from './tracking';

/** Spec section 6: visitors may sign up when signups is 'all', or 'with_trafficsource' and tracking data is present. */
export function signupAllowed(signups: string, tracking: Tracking | null): boolean {
  if (signups === 'all') return true;
  return signups === 'with_trafficsource' && hasTracking(tracking);
}
