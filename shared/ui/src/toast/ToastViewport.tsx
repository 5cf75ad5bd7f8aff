import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToastStore } from './toast-store';

// The toasts' code loads with the first toast, not with every page.
const ToastList = lazy(() => import('./ToastList'));

export interface ToastViewportProps {
  store: ToastStore;
}

/** The stack of toasts, top-end of the window, above modals; rendered into <body>. */
export function ToastViewport({ store }: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (toasts.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    // The code and the texts of the `ui` namespace arrive first; until then nothing shows rather than raw keys.
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onDismiss={store.dismiss} />
    </Suspense>,
    document.body,
  );
}
