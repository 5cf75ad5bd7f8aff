import { useEffect, useRef } from 'react';
import { drawDiscs, makeDiscs } from './drift';

export interface DriftCanvasProps {
  playing: boolean;
  className?: string;
}

/**
 * The animated backdrop of the video kind, drawn in a canvas instead of shipping a video file: a few KB of
 * code instead of hundreds of KB of media. Paused, it holds its last frame.
 */
export function DriftCanvas({ playing, className }: DriftCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const elapsed = useRef(0);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const discs = makeDiscs();
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(element.clientWidth * ratio) || 1;
      element.height = Math.round(element.clientHeight * ratio) || 1;
      drawDiscs(ctx, discs, elapsed.current);
    };
    fit();
    // its own size, not only the window's: the page may be drawn while hidden behind the server's HTML
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    resized?.observe(element);
    window.addEventListener('resize', fit);
    const unfit = () => {
      resized?.disconnect();
      window.removeEventListener('resize', fit);
    };
    if (!playing) return unfit;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      elapsed.current += now - last;
      last = now;
      drawDiscs(ctx, discs, elapsed.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      unfit();
    };
  }, [playing]);

  return <canvas ref={canvas} className={className} aria-hidden="true" />;
}
