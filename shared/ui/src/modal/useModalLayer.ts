import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isTopModal, modalZIndex, pushModal, removeModal } from './modal-stack';
import { lockScroll } from './scroll-lock';

/**
 * Puts an open modal on the page's modal stack: gives its z-index (1055, then +10 for each modal
 * over another), whether it is the top one, locks page scrolling and, for the top one only,
 * calls `onEscape` on the Escape key.
 */
export function useModalLayer(onEscape: (() => void) | undefined) {
  const id = useId();
  const [level, setLevel] = useState(0);

  useLayoutEffect(() => {
    setLevel(pushModal(id));
    const unlock = lockScroll();
    return () => {
      removeModal(id);
      unlock();
    };
  }, [id]);

  const isTop = useCallback(() => isTopModal(id), [id]);

  // Read at key time, so a new callback each render does not re-subscribe.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !escape.current || !isTop()) return;
      event.preventDefault();
      escape.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isTop]);

  return { zIndex: modalZIndex(level), level, isTop };
}
