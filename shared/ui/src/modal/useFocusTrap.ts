import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { tabbableWithin } from './focusable';

const FLOATING_UI = '[data-floating-ui-portal], [data-floating-ui-focus-guard]';

/**
 * Keeps keyboard focus inside `container` while `isActive()` (the modal is the top one): Tab wraps
 * from the last control to the first and back, and focus that lands outside is brought back.
 * Floating panels (popovers opened from inside the dialog) are portalled out of it, so focus may
 * go there and to the focus guards floating-ui puts around them. Returns the keydown handler to put
 * on the container.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, isActive: () => boolean) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const root = container.current;
      const target = event.target as Element | null;
      if (!root || !isActive() || !target || root.contains(target)) return;
      if (target.closest(FLOATING_UI)) return;
      root.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [container, isActive]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = container.current;
    if (event.key !== 'Tab' || !root || !isActive()) return;
    const tabbable = tabbableWithin(root);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      root.focus();
    } else if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
