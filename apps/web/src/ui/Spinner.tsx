import { LoaderCircle } from 'lucide-react';
import { useT } from '../lib/i18n/index.ts';
import { cn } from './cn.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A spinning circle announced to screen readers as "Chargement…" (or `label`). */
export function Spinner({ size = 'md', label, className }: { size?: keyof typeof SIZES; label?: string; className?: string }) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-primary-600', SIZES[size])} />
      <span className="sr-only">{label ?? t('app.loading')}</span>
    </span>
  );
}

/** The whole viewport with a spinner in the centre, while the session loads. */
export function FullPageSpinner() {
  return (
    <div data-testid="page-spinner" className="flex min-h-dvh items-center justify-center bg-gray-50">
      <Spinner size="lg" />
    </div>
  );
}
