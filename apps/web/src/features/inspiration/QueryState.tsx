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

/** Grey lines standing for a block while it loads. */
export function LinesSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index % 2 === 0 ? 'h-16 w-full' : 'h-16 w-11/12'} />
      ))}
    </div>
  );
}

/** Why a block could not be read (the server's words) and « Réessayer ». */
export function ReadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert tone="error" data-testid="load-error">
      <p className="font-medium">{t('inspiration.loadError', { message })}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {t('inspiration.retry')}
      </Button>
    </Alert>
  );
}

/** A block's data once read: its skeleton meanwhile, its error with « Réessayer » when it failed. */
export function QueryState<T>({ query, lines, children }: { query: ReadQuery<T>; lines?: number; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LinesSkeleton lines={lines} />;
  if (query.isError || query.data === undefined) return <ReadError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A helpful line where a list has nothing to show. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm leading-6 text-gray-600">
      {children}
    </p>
  );
}
