import { TOAST_DURATION_MS } from '@dating/config';
import type { Toast, ToastOptions } from './types';

/**
 * The toasts on screen. A plain store, so non-React code (an api-client error handler, a service
 * worker message) can raise toasts, and React subscribes with useSyncExternalStore.
 */
export interface ToastStore {
  /** Shows a toast; returns its id. */
  toast(options: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** The toasts in the order they were raised; a new array after every change. */
  getSnapshot(): readonly Toast[];
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    toast(options) {
      const raise = ++counter;
      const id = options.id ?? `toast-${raise}`;
      const toast = normalize(id, `${id}#${raise}`, options);
      const index = toasts.findIndex((t) => t.id === id);
      set(index === -1 ? [...toasts, toast] : toasts.map((t, i) => (i === index ? toast : t)));
      return id;
    },
    dismiss(id) {
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
    },
    clear() {
      if (toasts.length > 0) set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

function normalize(
  id: string,
  key: string,
  { title, body, variant = 'info', duration = TOAST_DURATION_MS }: ToastOptions,
): Toast {
  const lasting = !Number.isFinite(duration) || duration <= 0;
  return { id, key, title, body, variant, duration: lasting ? Infinity : duration };
}

/**
 * The page's store. Kept on globalThis so that a remote that ended up with its own copy of this
 * package (missed share scope) still raises toasts in the host's viewport.
 */
const STORE = Symbol.for('@dating/ui/toast-store');

export const toastStore: ToastStore = ((globalThis as { [STORE]?: ToastStore })[STORE] ??= createToastStore());
