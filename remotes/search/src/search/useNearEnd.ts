import { useEffect, useRef } from 'react';

/** How far below the viewport the next page starts loading, so it is there before the member reaches it. */
const NEAR_END_MARGIN = '0px 0px 400px 0px';

export const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * A ref for an element at the end of a list: `onNearEnd` runs when that element comes within reach of the
 * viewport. Mount the element only while more can load; a remount observes afresh, so a page too short to
 * scroll still loads the next one.
 */
export function useNearEnd<T extends Element>(onNearEnd: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(onNearEnd);
  latest.current = onNearEnd;
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
