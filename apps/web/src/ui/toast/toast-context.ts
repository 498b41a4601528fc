import { TOAST_DURATIONS } from '@publia/shared';
import { createContext, useContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'pending';

/** A button in the toast that leads on (« Changer de plan »): the toast closes when it is pressed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  action?: ToastAction | undefined;
  /** Milliseconds before it closes by itself; `null` keeps it until closed. */
  duration: number | null;
}

export interface ToastOptions {
  /** `false` keeps the toast until it is closed, whatever its type. */
  autoClose?: boolean;
  /** Overrides the type's duration (milliseconds). */
  duration?: number;
  /** Reuses an id, replacing the toast that carries it (e.g. a pending toast turning into success). */
  id?: string;
  action?: ToastAction;
}

export interface ToastApi {
  show: (type: ToastType, message: string, options?: ToastOptions) => string;
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  warning: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  pending: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** Lifetime of a toast of this type (success 5 s, error 8 s, long enough to read; info and pending stay until dismissed). */
export function toastDuration(type: ToastType, options: ToastOptions = {}): number | null {
  if (options.autoClose === false) return null;
  if (options.duration !== undefined) return options.duration;
  return TOAST_DURATIONS[type];
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
