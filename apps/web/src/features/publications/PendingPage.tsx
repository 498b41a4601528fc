import type { ContentItem } from '@publia/shared';
import { Inbox, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { shownTitle } from '../content/content-display.ts';
import { CardSkeletons, EmptyState, LoadError, LoadMoreButton } from '../content/ListStates.tsx';
import { PendingCard } from './PendingCard.tsx';
import { PreviewDialog } from './preview/PreviewDialog.tsx';
import { useContentPages } from '../content/queries.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { useAddToQueue, useDelete, usePublish } from '../content/use-content-actions.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** /publications/pending: what waits for the user's validation. */
export function PendingPage() {
  const t = useT();
  useDocumentTitle(t('publications.tabs.pending'));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const list = useContentPages({ status: 'pending', search: query || undefined });
  const publish = usePublish();
  const remove = useDelete();
  const queue = useAddToQueue();
  const [previewing, setPreviewing] = useState<ContentItem | null>(null);
  const [scheduling, setScheduling] = useState<ContentItem | null>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  // Every item whose publish is in flight: its actions wait until it settles (no second "Publier").
  const [publishingIds, setPublishingIds] = useState<ReadonlySet<string>>(() => new Set());
  const startPublish = (chosen: ContentItem) => {
    if (publishingIds.has(chosen.id)) return;
    setPublishingIds((ids) => new Set(ids).add(chosen.id));
    publish
      .mutateAsync(chosen)
      .catch(() => undefined)
      .finally(() =>
        setPublishingIds((ids) => {
          const next = new Set(ids);
          next.delete(chosen.id);
          return next;
        }),
      );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('publications.search.label')}
          placeholder={t('publications.search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <Button
          variant="outline"
          disabled
          title={t('publications.advancedFiltersSoon')}
          icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
        >
          {t('publications.advancedFilters')}
        </Button>
      </div>

      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <LoadError
          message={t('publications.loadError', { message: list.error.message })}
          retryKey="publications.retry"
          onRetry={() => void list.refetch()}
        />
      ) : list.items.length === 0 ? (
        query ? (
          <EmptyState icon={<Inbox aria-hidden="true" className="size-7" />} title={t('publications.pending.noMatch', { search: query })} />
        ) : (
          <EmptyState
            icon={<Inbox aria-hidden="true" className="size-7" />}
            title={t('publications.pending.empty')}
            body={t('publications.pending.emptyBody')}
            action={
              <Link to="/create" className={buttonClasses()}>
                <Sparkles aria-hidden="true" className="size-4" />
                {t('publications.pending.create')}
              </Link>
            }
          />
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <PendingCard
                item={item}
                actions={{
                  onPreview: setPreviewing,
                  onPublish: startPublish,
                  onSchedule: setScheduling,
                  onQueue: (chosen) => queue.mutate(chosen),
                  onDelete: setDeleting,
                  publishing: publishingIds.has(item.id),
                  queueing: queue.isPending && queue.variables.id === item.id,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} />

      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <ScheduleDialog item={scheduling} onClose={() => setScheduling(null)} />
      <ConfirmDialog
        open={deleting !== null}
        testId="delete-dialog"
        title={t('publications.delete.title')}
        description={deleting ? t('publications.delete.body', { title: shownTitle(deleting, t) }) : undefined}
        confirmLabel={t('publications.delete.confirm')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
