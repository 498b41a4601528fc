import { CircleCheck, CircleX, Info, LoaderCircle, TriangleExclamationPoint, X } from 'lucide-react';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../cn.ts';
import type { Toast, ToastType } from './toast-context.ts';

const STYLES: Record<ToastType, { icon: typeof Info; accent: string; iconClass: string }> = {
  success: { icon: CircleCheck, accent: 'border-l-emerald-500', iconClass: 'text-emerald-600' },
  error: { icon: CircleX, accent: 'border-l-red-500', iconClass: 'text-red-600' },
  warning: { icon: TriangleExclamationPoint, accent: 'border-l-amber-500', iconClass: 'text-amber-600' },
  info: { icon: Info, accent: 'border-l-primary-500', iconClass: 'text-primary-600' },
  pending: { icon: LoaderCircle, accent: 'border-l-gray-400', iconClass: 'text-gray-500 animate-spin' },
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useT();
  const { icon: Icon, accent, iconClass } = STYLES[toast.type];

  useEffect(() => {
    if (toast.duration === null) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <li
      data-testid="toast"
      data-type={toast.type}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-l-4 border-gray-200 bg-white p-4 shadow-lg ring-1 ring-black/5 animate-toast-in',
        accent,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      {/* The region around the list announces every toast; an error is also an alert, said at once.
          No role on the <li> itself: a list holds list items only. */}
      <div className="min-w-0 flex-1">
        <p role={toast.type === 'error' ? 'alert' : undefined} className="text-sm leading-5 text-gray-800 break-words">
          {toast.message}
        </p>
        {toast.action && (
          <button
            type="button"
            data-testid="toast-action"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
            className="mt-2 rounded-md text-sm font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.close')}
        className="-m-1 rounded-md p-1 text-gray-400 transition hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The live region holding the toasts: bottom right on desktop, above the tab bar on mobile. */
export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const t = useT();
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:inset-x-auto md:right-4 md:bottom-4 md:justify-end md:px-0"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
