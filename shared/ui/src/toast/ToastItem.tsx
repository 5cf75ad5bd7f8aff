import type { CSSProperties } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { Toast } from './types';
import { useCountdown } from './useCountdown';
import { usePauseOnHoverAndFocus } from './usePauseOnHoverAndFocus';
import styles from './Toast.module.css';

export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

/**
 * One toast: its message in a live region (an alert for danger), a close button beside it and a
 * bar that shrinks over the toast's duration. The bar is a CSS animation paused together with the
 * timer, so what the member sees matches when it closes.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { t } = useUiTranslation();
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const counting = Number.isFinite(toast.duration);
  useCountdown(toast.duration, paused, () => onDismiss(toast.id));

  const progress: CSSProperties = {
    animationDuration: `${toast.duration}ms`,
    animationPlayState: paused ? 'paused' : 'running',
  };

  return (
    <div
      className={`${styles.toast} ${styles[toast.variant]}`}
      data-variant={toast.variant}
      data-paused={paused || undefined}
      {...handlers}
    >
      <div className={styles.message} role={toast.variant === 'danger' ? 'alert' : 'status'} aria-atomic="true">
        <p className={styles.title}>{toast.title}</p>
        {toast.body !== undefined && toast.body !== null && toast.body !== '' && (
          <div className={styles.body}>{toast.body}</div>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
      {counting && <div className={styles.progress} style={progress} aria-hidden="true" data-testid="toast-progress" />}
    </div>
  );
}
