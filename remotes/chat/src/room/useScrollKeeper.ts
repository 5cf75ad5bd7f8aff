import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const page = () => document.documentElement;
const NEAR_BOTTOM_PX = 120;

/**
 * The conversation scrolls with the page (the composer sticks to the bottom). It opens at the newest message; a
 * new message at the bottom follows it down when the member was already there (or sent it); older messages
 * loaded above keep what the member was reading where it was.
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
  const atBottom = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    const onScroll = () => {
      const el = page();
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toBottom = () => {
    page().scrollTop = page().scrollHeight;
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
    if (fromBottom.current === null) return;
    page().scrollTop = page().scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestKey]);

  /** Call just before older messages are asked for. */
  const beforeOlder = useCallback(() => {
    fromBottom.current = page().scrollHeight - page().scrollTop;
  }, []);
  return { beforeOlder };
}
