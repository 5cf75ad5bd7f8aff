import { useEffect, useState } from 'react';

/**
 * Which of `count` items is shown now (a slide, a caption line): it moves on every `everyMs` while playing and
 * holds while paused (WCAG 2.2.2, the visitor's pause button and reduced motion stop it).
 */
export function useRotation(count: number, playing: boolean, everyMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), everyMs);
    return () => window.clearInterval(timer);
  }, [count, playing, everyMs]);
  return count === 0 ? 0 : index % count;
}
