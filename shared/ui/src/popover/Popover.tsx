import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { POPOVER_HIDE_DELAY_MS, POPOVER_OFFSET_PX, POPOVER_SHOW_DELAY_MS } from '@dating/config';
import { cloneElement, useId, type KeyboardEvent, type ReactNode } from 'react';
import { assertTrigger, chain, type TriggerProps } from './trigger';
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
 * 300 ms after leaving trigger and panel (spec section 9), a click pins it open. Keyboard: focus
 * opens it, Tab continues into its content, Escape closes. Rendered in a portal, 8 px away.
 */
export function Popover({ trigger, content, placement = 'bottom', label, open: openProp, onOpenChange, className }: PopoverProps) {
  assertTrigger(trigger, 'Popover');
  const [open, setOpen] = useOpenState(openProp, onOpenChange);
  const { refs, floatingStyles, context } = useFloatingPanel(open, setOpen, placement, POPOVER_OFFSET_PX);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: POPOVER_SHOW_DELAY_MS, close: POPOVER_HIDE_DELAY_MS } }),
    useFocus(context),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const generatedId = useId();
  const triggerId = trigger.props.id ?? generatedId;
  const ref = useMergeRefs([refs.setReference, trigger.props.ref]);

  // Handled here, before document listeners, so an Escape meant for the popover does not also
  // close a modal it sits in.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref, id: triggerId, onKeyDown: chain(trigger.props.onKeyDown, closeOnEscape) } as TriggerProps) as TriggerProps)}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={[styles.popover, className].filter(Boolean).join(' ')}
              aria-label={label}
              aria-labelledby={label ? undefined : triggerId}
              {...getFloatingProps({ onKeyDown: closeOnEscape })}
            >
              {content}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
