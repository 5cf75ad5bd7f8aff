import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: no-preference)';

/**
 * True unless the visitor is known to accept motion: where the browser cannot say (no matchMedia), nothing
 * moves by itself, the safe side for people whom motion makes ill.
 */
export function useReducedMotion(): boolean {
  return !useSyncExternalStore(subscribe, acceptsMotion, () => false);
}

function acceptsMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
