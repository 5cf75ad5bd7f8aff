import { useContext, useMemo } from 'react';
import { ToastContext } from './ToastContext';
import { toastStore, type ToastStore } from './toast-store';

export type ToastApi = Pick<ToastStore, 'toast' | 'dismiss' | 'clear'>;

/**
 * `const { toast } = useToast(); toast({ title, body, variant: 'success' })`. Works in every remote:
 * the provider sits in the host, and without one the page's store (which the host shows) is used.
 */
export function useToast(): ToastApi {
  const store = useContext(ToastContext) ?? toastStore;
  return useMemo(() => ({ toast: store.toast, dismiss: store.dismiss, clear: store.clear }), [store]);
}
