import { isPushSubscribed, type PushStateStore } from '@dating/push';

/** What the push section shows, from the push state of docs/product.md §3. */
export type PushView = 'checking' | 'unsupported' | 'denied' | 'unknown' | 'on' | 'off';

export function pushViewOf(state: Pick<PushStateStore, 'known' | 'isCapable' | 'isSubscribed'>): PushView {
  if (!state.known) return 'checking';
  if (!state.isCapable) return 'unsupported';
  if (state.isSubscribed === 'denied') return 'denied';
  if (state.isSubscribed === null) return 'unknown';
  return isPushSubscribed(state.isSubscribed) ? 'on' : 'off';
}
