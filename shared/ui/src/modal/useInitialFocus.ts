import { useEffect, type RefObject } from 'react';

/**
 * Moves focus into the dialog when it opens: to `initialFocus` when given, else to an element
 * marked `data-autofocus`, else to the dialog itself (so its title is read first and Tab starts at
 * its first control). Focus already inside (a child's autoFocus) is left where it is.
 */
export function useInitialFocus(container: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || root.contains(document.activeElement)) return;
    const target = initialFocus?.current ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? root;
    target.focus({ preventScroll: true });
  }, [container, initialFocus]);
}
