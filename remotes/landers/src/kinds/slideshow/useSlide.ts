import { useEffect, useState } from 'react';

/** How long a member stays on screen before the next fades in. */
export const SLIDE_MS = 5000;

/** The slide shown now: it moves on while playing, and holds while paused. */
export function useSlide(count: number, playing: boolean): number {
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setSlide((current) => (current + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count, playing]);
  return count === 0 ? 0 : slide % count;
}
