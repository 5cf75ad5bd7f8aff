import { useState, type FocusEvent } from 'react';

/**
 * Paused while the pointer is over the element or focus is inside it, so a toast being read or
 * reached by keyboard does not vanish.
 */
export function usePauseOnHoverAndFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the toast's own controls keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused: hovered || focused, handlers };
}
