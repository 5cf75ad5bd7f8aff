import { useUiTranslation } from '../i18n/useUiTranslation';
import { ToastItem } from './ToastItem';
import type { Toast } from './types';
import styles from './Toast.module.css';

/** The stack of toasts, top-end of the window, above modals. */
export default function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useUiTranslation();
  return (
    <section className={styles.viewport} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
