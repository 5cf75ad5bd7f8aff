import { useState } from 'react';
import { useReducedMotion } from './useReducedMotion';

/**
 * Whether moving content plays: it starts paused for visitors who ask for less motion, and the visitor's own
 * choice (the pause/play button, WCAG 2.2.2) wins over that default from then on.
 */
export function usePlayback() {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  return { playing, toggle: () => setChoice(!playing) };
}
