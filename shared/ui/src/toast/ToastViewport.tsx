import { Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { ToastItem } from './ToastItem';
import type { ToastStore } from './toast-store';
import type { Toast } from './types';
import styles from './Toast.module.css';

export interface ToastViewportProps {
  store: ToastStore;
}

/** The stack of toasts, top-end of the window, above modals; rendered into <body>. */
export function ToastViewport({ store }: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (toasts.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    // The texts arrive with the `ui` namespace; until then nothing shows rather than raw keys.
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onDismiss={store.dismiss} />
    </Suspense>,
    document.body,
  );
}

function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: string) => void }) {
  const { t } = useUiTranslation();
  return (
    <section className={styles.viewport} aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
