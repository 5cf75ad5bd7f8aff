import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `first` at once, then `step` more after each commit, each step a transition
 * React renders in slices. A phone draws its first screen in one short task, and the rest of a page of results in a
 * few more, instead of every card in one long task (issue 29: total blocking time on /members).
 */
export function useDrawnCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    startTransition(() => setDrawn((count) => Math.min(total, count + step)));
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
