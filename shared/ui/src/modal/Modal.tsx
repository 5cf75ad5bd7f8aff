import { lazy, Suspense, type ReactNode, type RefObject } from 'react';

// A dialog's code, floating-ui's with it, loads when one first opens, not with every page.
const ModalInTree = lazy(() => import('./ModalDialog').then((m) => ({ default: m.ModalInTree })));

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape and a click on the backdrop; the caller sets open={false}. */
  onClose: () => void;
  /** Shown as the dialog's heading and its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** sheet: on a phone the dialog rises from the bottom edge, within thumb reach; centred on wider screens. */
  placement?: 'center' | 'sheet';
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  /** Element to focus on open; otherwise one marked data-autofocus, otherwise the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * A modal dialog rendered into <body>: role="dialog", aria-modal, named by its title, focus kept
 * inside and given back on close, Escape and backdrop close, z-index 1055 (+10 per stacked modal).
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return (
    <Suspense fallback={null}>
      <ModalInTree {...props} />
    </Suspense>
  );
}

/** A dialog that is a bottom sheet on phones (a menu, a filter panel, a short choice) and centred elsewhere. */
export function BottomSheet(props: Omit<ModalProps, 'placement'>) {
  return <Modal {...props} placement="sheet" />;
}
