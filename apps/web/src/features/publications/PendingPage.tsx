import type { ContentItem } from '@publia/shared';
import { Inbox, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { shownTitle } from '../content/content-display.ts';
import { CardSkeletons, EmptyState, LoadError, LoadMoreButton } from '../content/ListStates.tsx';
import { PendingCard } from './PendingCard.tsx';
import { PreviewDialog } from '../content/preview/PreviewDialog.tsx';
import { useContentPages } from '../content/queries.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { useAddToQueue, useDelete, usePublish } from '../content/use-content-actions.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useCan } from '../auth/use-can.ts';
import { useApprovalMode } from '../content/approval-mode.ts';
import { useApprovalFlow } from './use-approval-flow.tsx';
import { useOpenedItem } from './use-opened-item.ts';
import approvalMessages from '../../locales/fr-pages/approval.json';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// The approval's and the publications' French join the catalogue with this page's chunk, before it renders.
addPageMessages('approval', approvalMessages);
addPageMessages('publications', publicationsMessages);

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
  const mode = useApprovalMode().data ?? 'none';
  const approvals = mode !== 'none';
  const canCreate = useCan('create_content');
  const canApprove = useCan('approve_content');
  // In required mode a member who may not approve asks for each post: the page says so once.
  const mustAsk = mode === 'required' && canCreate && !canApprove;
  const flow = useApprovalFlow();
  // « ?approval={id} », the link of an approval's notification: that card stands out, its discussion opens.
  const opened = useOpenedItem(list, flow.discuss);
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
      {mustAsk && (
        <Alert tone="info" data-testid="approval-required-notice">
          {t('approval.requiredNotice')}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('publications.search.label')}
          placeholder={t('publications.search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <Button variant="outline" disabled title={t('publications.advancedFiltersSoon')} icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}>
          {t('publications.advancedFilters')}
        </Button>
      </div>

      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <LoadError message={t('publications.loadError', { message: list.error.message })} retryKey="publications.retry" onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 ? (
        query ? (
          <EmptyState icon={<Inbox aria-hidden="true" className="size-7" />} title={t('publications.pending.noMatch', { search: query })} />
        ) : (
          <EmptyState
            icon={<Inbox aria-hidden="true" className="size-7" />}
            title={t('publications.pending.empty')}
            body={t('publications.pending.emptyBody')}
            action={
              canCreate && (
                <Link to="/create" className={buttonClasses()}>
                  <Sparkles aria-hidden="true" className="size-4" />
                  {t('publications.pending.create')}
                </Link>
              )
            }
          />
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <PendingCard
                item={item}
                approvals={approvals}
                highlighted={item.id === opened}
                actions={{
                  onPreview: setPreviewing,
                  onPublish: startPublish,
                  onSchedule: setScheduling,
                  onQueue: (chosen) => queue.mutate(chosen),
                  onDelete: setDeleting,
                  onRequest: flow.request,
                  onApprove: flow.approve,
                  onReject: flow.reject,
                  publishing: publishingIds.has(item.id),
                  queueing: queue.isPending && queue.variables.id === item.id,
                  approving: flow.isApproving(item),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} />

      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <ScheduleDialog item={scheduling} onClose={() => setScheduling(null)} />
      {flow.dialogs}
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
