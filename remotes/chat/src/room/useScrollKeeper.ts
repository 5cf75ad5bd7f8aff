import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 120;

/**
 * The conversation's log scrolls by itself between the top bar and the composer, which stay in place. It opens at
 * the newest message; a new message at the bottom follows it down when the member was already there (or sent it);
 * older messages loaded above keep what the member was reading where it was.
 */
export function useScrollKeeper({
  ready,
  newestKey,
  oldestKey,
  ownSent,
}: {
  ready: boolean;
  /** changes when a message arrives at the bottom */
  newestKey: string | number | undefined;
  /** changes when older messages arrive at the top */
  oldestKey: string | number | undefined;
  /** changes when the member sends */
  ownSent: number;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    const el = logRef.current;
    if (!el) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ready]);

  const toBottom = () => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  // first render with messages: the newest in view
  useLayoutEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    toBottom();
  }, [ready]);

  useLayoutEffect(() => {
    if (opened.current && atBottom.current) toBottom();
  }, [newestKey]);

  useLayoutEffect(() => {
    if (opened.current) toBottom();
  }, [ownSent]);

  useLayoutEffect(() => {
    const el = logRef.current;
    if (fromBottom.current === null || !el) return;
    el.scrollTop = el.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestKey]);

  /** Call just before older messages are asked for. */
  const beforeOlder = useCallback(() => {
    const el = logRef.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
  }, []);
  return { logRef, beforeOlder };
}
