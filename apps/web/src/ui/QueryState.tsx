import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/index.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Skeleton } from './Skeleton.tsx';

interface ReadQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** How tall each grey line is: a row of a side panel (h-10) or a card of a list (h-16). */
export type LineHeight = 'h-10' | 'h-16';

/** Grey lines standing for a block while it loads. */
export function LinesSkeleton({ lines = 3, lineHeight = 'h-16' }: { lines?: number; lineHeight?: LineHeight }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={`${lineHeight} ${index % 2 === 0 ? 'w-full' : 'w-11/12'}`} />
      ))}
    </div>
  );
}

/** Why a block could not be read (the server's words) and « Réessayer ». */
export function ReadError({ message, onRetry, testId = 'load-error' }: { message: string; onRetry: () => void; testId?: string }) {
  const t = useT();
  return (
    <Alert tone="error" data-testid={testId}>
      <p className="font-medium">{t('app.blockError', { message })}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}

/** A block's data once read: its skeleton meanwhile, its error with « Réessayer » when it failed. */
export function QueryState<T>({ query, lines, lineHeight, children }: { query: ReadQuery<T>; lines?: number; lineHeight?: LineHeight; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LinesSkeleton lines={lines} lineHeight={lineHeight} />;
  if (query.isError || query.data === undefined) return <ReadError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A helpful line where a block has nothing to show. */
export function EmptyLine({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm leading-6 text-gray-600">
      {children}
    </p>
  );
}
