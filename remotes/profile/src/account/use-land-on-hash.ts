import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the input is kept in view while the parts above it finish loading. */
const FOLLOW_MS = 2000;

/**
 * Arriving at `#<hashId>` (e.g. /profile#email from signup step 7): the input takes the focus and is brought
 * into view. The photos and profile fields above it load after this and push it down, so it is followed
 * until the member scrolls or types, or FOLLOW_MS have passed.
 */
export function useLandOnHash(hashId: string, input: RefObject<HTMLInputElement | null>): void {
  const { hash } = useLocation();
  useEffect(() => {
    const element = input.current;
    if (hash !== `#${hashId}` || !element) return;
    element.focus({ preventScroll: true });
    // optional call: environments without layout (jsdom) have no scrollIntoView
    const bringIntoView = () => element.scrollIntoView?.({ block: 'center' });
    bringIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, FOLLOW_MS);
    window.addEventListener('wheel', stop, { once: true });
    window.addEventListener('touchmove', stop, { once: true });
    element.addEventListener('input', stop, { once: true });
    return () => {
      stop();
      clearTimeout(timer);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      element.removeEventListener('input', stop);
    };
  }, [hash, hashId, input]);
}
