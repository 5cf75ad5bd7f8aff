import { useEffect, useState } from 'react';

/**
 * Remembers what had focus when the component first rendered (the button that opened the modal)
 * and gives focus back to it when the component goes away, if it is still on the page.
 */
export function useRestoreFocus(): void {
  const [previous] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      if (previous && previous !== document.body && previous.isConnected) previous.focus({ preventScroll: true });
    },
    [previous],
  );
}
