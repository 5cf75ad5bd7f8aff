import type { ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export const TOAST_VARIANTS: readonly ToastVariant[] = ['info', 'success', 'warning', 'danger'];

export interface ToastOptions {
  title: ReactNode;
  body?: ReactNode;
  /** 'info' by default; 'danger' is announced at once (role="alert"), the others politely. */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself, 5000 by default; 0 or Infinity keeps it until closed. */
  duration?: number;
  /** Raising a toast with the id of one on screen replaces that one instead of stacking a copy. */
  id?: string;
}

export interface Toast {
  id: string;
  /** Unique per raise: a toast replaced under the same id starts its countdown afresh. */
  key: string;
  title: ReactNode;
  body?: ReactNode;
  variant: ToastVariant;
  /** Milliseconds; Infinity when it stays until closed. */
  duration: number;
}
