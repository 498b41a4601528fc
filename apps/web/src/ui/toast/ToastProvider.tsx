import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, toastDuration, type Toast, type ToastApi, type ToastOptions, type ToastType } from './toast-context.ts';
import { Toaster } from './Toaster.tsx';

let nextId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((type: ToastType, message: string, options: ToastOptions = {}) => {
    nextId += 1;
    const id = options.id ?? `toast-${nextId}`;
    const toast: Toast = { id, type, message, action: options.action, duration: toastDuration(type, options) };
    setToasts((current) => [...current.filter((item) => item.id !== id), toast]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
      pending: (message, options) => show('pending', message, options),
      dismiss,
      clear: () => setToasts([]),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
