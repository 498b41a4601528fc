export { ToastProvider } from './ToastProvider.tsx';
export { toastDuration, useToast, type ToastApi, type ToastOptions, type ToastType } from './toast-context.ts';
