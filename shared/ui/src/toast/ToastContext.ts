import { createContext } from 'react';
import type { ToastStore } from './toast-store';

/** The store of the nearest ToastProvider; null outside one (useToast then uses the page's store). */
export const ToastContext = createContext<ToastStore | null>(null);
