import type { ReactNode } from 'react';
import { addPageMessages, useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/** Grey cards standing for the list while it loads. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-4 p-4 sm:flex-row">
          <Skeleton className="aspect-video w-full sm:aspect-square sm:w-40" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-auto h-8 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function EmptyState({ icon, title, body, action }: { icon: ReactNode; title: string; body?: string; action?: ReactNode }) {
  return (
    <Card data-testid="empty-state" className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      {body && <p className="mt-2 max-w-md text-sm leading-6 text-gray-600">{body}</p>}
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}

export function LoadError({ message, retryKey, onRetry }: { message: string; retryKey: MessageKey; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert tone="error" data-testid="load-error">
      <p className="font-medium">{message}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {t(retryKey)}
      </Button>
    </Alert>
  );
}

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Charger plus" under a paged list, while the server says more items follow. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  const t = useT();
  if (!list.hasNextPage) return null;
  return (
    <Button variant="outline" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {t('history.loadMore')}
    </Button>
  );
}
