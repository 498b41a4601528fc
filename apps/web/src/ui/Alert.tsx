import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleX, iconClass: 'text-red-500' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck, iconClass: 'text-emerald-500' },
  info: { box: 'border-primary-200 bg-primary-50 text-primary-800', icon: Info, iconClass: 'text-primary-500' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconClass: 'text-amber-500' },
} as const;

/** An inline message; errors are announced at once (role="alert"), the others politely. */
export function Alert({ tone, children, className, ...rest }: { tone: keyof typeof TONES; children: ReactNode; className?: string; 'data-testid'?: string }) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', box, className)} {...rest}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
