import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

interface ReadQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** Grey lines standing for a panel while it loads. */
export function LinesSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index % 2 === 0 ? 'h-10 w-full' : 'h-10 w-11/12'} />
      ))}
    </div>
  );
}

/** Why a block could not be read (the server's words) and « Réessayer ». */
export function ReadError({ message, onRetry, testId = 'load-error' }: { message: string; onRetry: () => void; testId?: string }) {
  const t = useT();
  return (
    <Alert tone="error" data-testid={testId}>
      <p className="font-medium">{t('comments.blockError', { message })}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {t('comments.retry')}
      </Button>
    </Alert>
  );
}

/** A block's data once read: its skeleton meanwhile, its error with « Réessayer » when it failed. */
export function BlockState<T>({ query, lines, children }: { query: ReadQuery<T>; lines?: number; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LinesSkeleton lines={lines} />;
  if (query.isError || query.data === undefined) return <ReadError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A helpful line where a panel has nothing to show. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm leading-6 text-gray-600">
      {children}
    </p>
  );
}

/** A link out of Publia, in a new tab (said to screen readers). */
export function OutLink({ href, children, className, testId }: { href: string; children: ReactNode; className?: string; testId?: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className={className ?? 'inline-flex items-center gap-1 text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600'}
    >
      {children}
      <span className="sr-only">{t('comments.newTab')}</span>
    </a>
  );
}
