import {
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloatingNodeId,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { POPOVER_HIDE_DELAY_MS, POPOVER_OFFSET_PX, POPOVER_SHOW_DELAY_MS } from '@dating/config';
import { cloneElement, useId, type ReactNode } from 'react';
import { assertTrigger, type TriggerProps } from './trigger';
import { useFloatingPanel } from './useFloatingPanel';
import { useOpenState } from './useOpenState';
import styles from './Popover.module.css';

export interface PopoverProps {
  /** One focusable element (a button) that opens the popover on hover, focus or click. */
  trigger: ReactNode;
  content: ReactNode;
  placement?: Placement;
  /** Accessible name of the popover; by default the trigger's text names it. */
  label?: string;
  /** Controlled open state; leave both out to let the popover manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A non-modal panel next to its trigger. Pointer: opens 100 ms after entering the trigger, closes
 * 300 ms after leaving trigger and panel (docs/product.md §9), a click pins it open. Keyboard: focus
 * opens it, Tab continues into its content, Escape closes. Rendered in a portal, 8 px away.
 */
export function PopoverPanel({
  trigger,
  content,
  placement = 'bottom',
  label,
  open: openProp,
  onOpenChange,
  className,
}: PopoverProps) {
  assertTrigger(trigger, 'Popover');
  const [open, setOpen] = useOpenState(openProp, onOpenChange);
  // A node in the tree of the modal it sits in: while open, that modal leaves Escape and outside presses to it.
  const nodeId = useFloatingNodeId();
  const distance = POPOVER_OFFSET_PX;
  const { refs, floatingStyles, context } = useFloatingPanel({ open, setOpen, placement, distance, nodeId });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: POPOVER_SHOW_DELAY_MS, close: POPOVER_HIDE_DELAY_MS } }),
    useFocus(context),
    useClick(context),
    // Caught on the way down, so Escape closes an open popover even when focus is elsewhere in its modal.
    useDismiss(context, { capture: { escapeKey: true } }),
    useRole(context, { role: 'dialog' }),
  ]);
  const generatedId = useId();
  const triggerId = trigger.props.id ?? generatedId;
  const ref = useMergeRefs([refs.setReference, trigger.props.ref]);

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref, id: triggerId }) as TriggerProps)}
      <FloatingNode id={nodeId}>
        {open && (
          <FloatingPortal>
            <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
              <div
                ref={refs.setFloating}
                style={floatingStyles}
                className={[styles.popover, className].filter(Boolean).join(' ')}
                aria-label={label}
                aria-labelledby={label ? undefined : triggerId}
                {...getFloatingProps()}
              >
                {content}
              </div>
            </FloatingFocusManager>
          </FloatingPortal>
        )}
      </FloatingNode>
    </>
  );
}
