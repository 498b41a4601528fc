export { ToastProvider } from './ToastProvider.tsx';
export { toastDuration, useToast, type ToastAction, type ToastApi, type ToastOptions, type ToastType } from './toast-context.ts';
