import { useEffect, useState } from 'react';

/** How long each caption line stays: long enough to read twice at a calm pace. */
export const CAPTION_MS = 4000;

/** The caption line shown now: it advances while the animation plays and stays put while it is paused. */
export function useCaptionLine(count: number, playing: boolean): number {
  const [line, setLine] = useState(0);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setLine((current) => (current + 1) % count), CAPTION_MS);
    return () => window.clearInterval(timer);
  }, [count, playing]);
  return line;
}
