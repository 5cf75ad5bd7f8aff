import {
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
  FloatingPortal,
  FloatingTree,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingTree,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { X } from 'lucide-react';
import { useContext, useId } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ModalProps } from './Modal';
import { ModalLevel, modalZIndex } from './modal-layer';
import { useFocusOnOpen } from './useFocusOnOpen';
import styles from './Modal.module.css';

/**
 * The open modal in a floating tree: one inside another modal joins its tree, so Escape and outside presses
 * reach only the top one.
 */
export function ModalInTree(props: Omit<ModalProps, 'open'>) {
  const tree = useFloatingTree();
  const dialog = <ModalDialog {...props} />;
  return tree ? dialog : <FloatingTree>{dialog}</FloatingTree>;
}

/** The open modal: backdrop, dialog, focus handling. Mounted only while open. */
export function ModalDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  placement = 'center',
  closeOnEscape = true,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocus,
  className,
  'aria-describedby': describedBy,
}: Omit<ModalProps, 'open'>) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const level = useContext(ModalLevel);
  const nodeId = useFloatingNodeId();
  const { refs, context } = useFloating({
    nodeId,
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    // On 'click', a press that starts or ends inside the dialog (selecting its text) does not close it.
    useDismiss(context, { escapeKey: closeOnEscape, outsidePress: closeOnBackdrop, outsidePressEvent: 'click' }),
    useRole(context, { role: 'dialog' }),
  ]);
  const focusOnOpen = useFocusOnOpen(refs.floating, initialFocus);

  return (
    <FloatingNode id={nodeId}>
      <FloatingPortal>
        <FloatingOverlay
          lockScroll
          className={styles.layer}
          style={{ zIndex: modalZIndex(level) }}
          data-modal-level={level}
        >
          <div className={styles.backdrop} aria-hidden="true" />
          <div className={[styles.scroller, placement === 'sheet' && styles.sheetScroller].filter(Boolean).join(' ')}>
            {/* Inert rather than only aria-hidden: Tab from the browser's toolbar must not land on the page behind. */}
            <FloatingFocusManager context={context} initialFocus={focusOnOpen} outsideElementsInert>
              <div
                ref={refs.setFloating}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={describedBy}
                tabIndex={-1}
                className={[styles.dialog, styles[size], placement === 'sheet' && styles.sheet, className]
                  .filter(Boolean)
                  .join(' ')}
                {...getFloatingProps()}
              >
                <ModalLevel value={level + 1}>
                  <header className={styles.header}>
                    <h2 id={titleId} className={styles.title}>
                      {title}
                    </h2>
                    {showCloseButton && (
                      <button type="button" className={styles.close} aria-label={t('modal.close')} onClick={onClose}>
                        <X aria-hidden="true" />
                      </button>
                    )}
                  </header>
                  <div className={styles.body}>{children}</div>
                  {footer !== undefined && footer !== null && <footer className={styles.footer}>{footer}</footer>}
                </ModalLevel>
              </div>
            </FloatingFocusManager>
          </div>
        </FloatingOverlay>
      </FloatingPortal>
    </FloatingNode>
  );
}
