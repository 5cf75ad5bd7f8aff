import {
  FloatingPortal,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { POPOVER_HIDE_DELAY_MS, POPOVER_SHOW_DELAY_MS, TOOLTIP_OFFSET_PX } from '@dating/config';
import { cloneElement, useId, type ReactNode } from 'react';
import { assertTrigger, type TriggerProps } from './trigger';
import { useFloatingPanel } from './useFloatingPanel';
import { useOpenState } from './useOpenState';
import styles from './Popover.module.css';

export interface TooltipProps {
  /** One focusable element the tooltip describes. */
  trigger: ReactNode;
  /** Short text; no interactive content (use Popover for that). */
  content: ReactNode;
  placement?: Placement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A role="tooltip" describing its trigger (aria-describedby while shown). Shows 100 ms after the
 * pointer enters or at once on keyboard focus, hides 300 ms after it leaves (the pointer may move
 * onto the tooltip meanwhile) or on Escape. 6 px from the trigger.
 */
export function TooltipPanel({
  trigger,
  content,
  placement = 'top',
  open: openProp,
  onOpenChange,
  className,
}: TooltipProps) {
  assertTrigger(trigger, 'Tooltip');
  const [open, setOpen] = useOpenState(openProp, onOpenChange);
  const { refs, floatingStyles, context } = useFloatingPanel({ open, setOpen, placement, distance: TOOLTIP_OFFSET_PX });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: POPOVER_SHOW_DELAY_MS, close: POPOVER_HIDE_DELAY_MS } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const tooltipId = useId();
  const ref = useMergeRefs([refs.setReference, trigger.props.ref]);
  // The trigger may already be described by something else (an error message): keep that.
  const describedBy =
    [trigger.props['aria-describedby'], open ? tooltipId : undefined].filter(Boolean).join(' ') || undefined;

  const referenceProps = getReferenceProps({ ...trigger.props, ref } as TriggerProps) as TriggerProps;
  return (
    <>
      {cloneElement(trigger, { ...referenceProps, 'aria-describedby': describedBy })}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            className={[styles.tooltip, className].filter(Boolean).join(' ')}
            {...getFloatingProps()}
            id={tooltipId}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
