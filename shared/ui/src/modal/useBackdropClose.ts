import { useRef, type MouseEvent } from 'react';

/**
 * Click handlers for the area around the dialog. Only a press that starts and ends on that area
 * closes: selecting text in the dialog and releasing outside it must not.
 */
export function useBackdropClose(onClose: (() => void) | undefined) {
  const pressedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const close = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (close) onClose?.();
    },
  };
}
