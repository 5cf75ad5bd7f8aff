import { useId, useRef } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ModalProps } from './Modal';
import { useBackdropClose } from './useBackdropClose';
import { useFocusTrap } from './useFocusTrap';
import { useInitialFocus } from './useInitialFocus';
import { useModalLayer } from './useModalLayer';
import { useRestoreFocus } from './useRestoreFocus';
import styles from './Modal.module.css';

/** The open modal: backdrop, dialog, focus handling. Mounted only while open. */
export function ModalDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnEscape = true,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocus,
  className,
  'aria-describedby': describedBy,
}: Omit<ModalProps, 'open'>) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useRestoreFocus();
  const { zIndex, level, isTop } = useModalLayer(closeOnEscape ? onClose : undefined);
  const onTabKey = useFocusTrap(dialog, isTop);
  useInitialFocus(dialog, initialFocus);
  const backdrop = useBackdropClose(closeOnBackdrop ? onClose : undefined);

  return (
    <div className={styles.layer} style={{ zIndex }} data-modal-level={level}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.scroller} {...backdrop}>
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
          onKeyDown={onTabKey}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {showCloseButton && (
              <button type="button" className={styles.close} aria-label={t('modal.close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer !== undefined && footer !== null && <footer className={styles.footer}>{footer}</footer>}
        </div>
      </div>
    </div>
  );
}
