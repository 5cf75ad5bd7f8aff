import { useContext, type ReactNode } from 'react';
import { ToastContext } from './ToastContext';
import { toastStore, type ToastStore } from './toast-store';
import { ToastViewport } from './ToastViewport';

export interface ToastProviderProps {
  children?: ReactNode;
  /** The page's store by default; tests pass their own (createToastStore()). */
  store?: ToastStore;
}

/**
 * Gives useToast() its store and shows the toasts. The host renders one around everything; a
 * provider inside another with the same store (a remote run inside the host) shows nothing twice.
 */
export function ToastProvider({ children, store = toastStore }: ToastProviderProps) {
  const outer = useContext(ToastContext);
  return (
    <ToastContext.Provider value={store}>
      {children}
      {outer !== store && <ToastViewport store={store} />}
    </ToastContext.Provider>
  );
}
