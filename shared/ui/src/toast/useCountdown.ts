import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `duration` ms of unpaused time have passed. Pausing keeps the time left,
 * resuming counts down from there. An infinite duration never elapses.
 */
export function useCountdown(duration: number, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(duration);
  const callback = useRef(onElapsed);
  callback.current = onElapsed;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused]);
}
