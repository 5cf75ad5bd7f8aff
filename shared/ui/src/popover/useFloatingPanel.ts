import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react';

interface FloatingPanelOptions {
  open: boolean;
  setOpen: (open: boolean) => void;
  placement: Placement;
  /** Gap to the trigger in px. */
  distance: number;
  /** The panel's node in an enclosing modal's floating tree, if it joins one. */
  nodeId?: string;
}

/** Keeps a panel `distance` px from its trigger, flipping and shifting to stay in the viewport. */
export function useFloatingPanel({ open, setOpen, placement, distance, nodeId }: FloatingPanelOptions) {
  return useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(distance), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
}
