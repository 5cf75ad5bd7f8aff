import { useMemo, type RefObject } from 'react';

/**
 * The element FloatingFocusManager focuses when the dialog opens: `initialFocus`, else a control
 * marked `data-autofocus`, else the dialog itself (so its title is read first and Tab starts at its
 * first control). Looked up when the manager focuses, once the content is on the page.
 */
export function useFocusOnOpen(dialog: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>) {
  return useMemo(
    () => ({
      get current() {
        const root = dialog.current;
        return initialFocus?.current ?? root?.querySelector<HTMLElement>('[data-autofocus]') ?? root;
      },
    }),
    [dialog, initialFocus],
  );
}
