import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react';

/** Keeps a panel `distance` px from its trigger, flipping and shifting to stay in the viewport. */
export function useFloatingPanel(open: boolean, setOpen: (open: boolean) => void, placement: Placement, distance: number) {
  return useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(distance), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
}
