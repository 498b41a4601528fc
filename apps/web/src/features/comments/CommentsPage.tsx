import { apiMessagesFr } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Info, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addFrenchApiMessages, addPageMessages, useI18n } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { useCan } from '../auth/use-can.ts';
import { activeFilterCount, filtersOf, withFilter, withoutFilters, type FilterParam } from './comment-filters.ts';
import { isWaiting, countLabel } from './comment-display.ts';
import { CommentDetailDialog } from './CommentDetailDialog.tsx';
import { CommentFiltersBar } from './CommentFiltersBar.tsx';
import { CommentList } from './CommentList.tsx';
import { CommentSearch } from './CommentSearch.tsx';
import { ComposerTargetsProvider } from './composer-targets.tsx';
import { loadedPosts, useCommentPages } from './queries.ts';
import { QuickReplyPanel } from './QuickReplyPanel.tsx';
import { SavedRepliesPanel } from './SavedRepliesPanel.tsx';
import { SpamFilterPanel } from './SpamFilterPanel.tsx';
import { StatsPanel } from './StatsPanel.tsx';
import { useSyncComments } from './use-comment-actions.ts';
import commentsMessages from '../../locales/fr-pages/comments.json';

// This page's French joins the catalogue with its chunk, before it renders; the flag's reasons are
// worded from the API's messages (`comments.flag.*`).
addPageMessages('comments', commentsMessages);
addFrenchApiMessages(apiMessagesFr);

/**
 * /comments: the comments left under the workspace's posts, filtered as the address says, with the
 * pending counter, « Actualiser », and beside the list the statistics, the quick reply, the saved
 * replies and the spam filter. `?id=…` (a notification's link) opens that comment's details.
 */
export function CommentsPage() {
  const { t, locale } = useI18n();
  useDocumentTitle(t('comments.title'));
  const queryClient = useQueryClient();
  const canPublish = useCan('publish_content');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const openId = params.get('id');
  const list = useCommentPages(filters);
  const { sync, busy: syncing } = useSyncComments();

  const update = (key: FilterParam | 'id', value: string | null) => setParams((previous) => withFilter(previous, key, value), { replace: true });

  const search = (q: string) => setParams((previous) => ((previous.get('q') ?? '') === q ? previous : withFilter(previous, 'q', q)), { replace: true });
  // Cleared by mounting the search box again.
  const [searchKey, setSearchKey] = useState(0);
  const reset = () => {
    setSearchKey((key) => key + 1);
    setParams((previous) => withoutFilters(previous), { replace: true });
  };

  const waiting = list.comments.filter(isWaiting);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = waiting.find((comment) => comment.id === chosen) ?? waiting[0] ?? null;
  const count = list.first?.waiting;

  return (
    <ComposerTargetsProvider>
      <div className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('comments.title')}</h1>
              {count !== undefined && (
                <Badge tone={count > 0 ? 'warning' : 'neutral'} className="text-sm" data-testid="waiting-count">
                  {t('comments.waiting', { count: countLabel(count, locale) })}
                </Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-gray-600">{t('comments.intro')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <CommentSearch key={searchKey} initial={searchKey === 0 ? (filters.q ?? '') : ''} onSettled={search} />
            <Button
              variant="outline"
              icon={<RefreshCw aria-hidden="true" className={syncing ? 'size-4 animate-spin' : 'size-4'} />}
              disabled={syncing}
              aria-busy={syncing || undefined}
              onClick={sync}
              data-testid="sync-button"
            >
              {syncing ? t('comments.sync.running') : t('comments.sync.button')}
            </Button>
          </div>
        </header>

        <CommentFiltersBar filters={filters} posts={loadedPosts(queryClient)} onChange={update} onReset={reset} />
        <p className="-mt-3 flex items-start gap-2 text-xs leading-5 text-gray-500" data-testid="unsupported-note">
          <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('comments.unsupportedNote')}
        </p>

        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label={t('comments.listLabel')} className="min-w-0">
            <CommentList
              key={JSON.stringify(filters)}
              list={list}
              filtered={activeFilterCount(filters) > 0}
              canPublish={canPublish}
              currentId={canPublish ? (current?.id ?? null) : null}
              onChoose={setChosen}
              onDetails={(id) => update('id', id)}
              onReset={reset}
            />
          </section>
          <aside aria-label={t('comments.side')} className="flex min-w-0 flex-col gap-6">
            <StatsPanel />
            <QuickReplyPanel waiting={waiting} current={current} onChoose={setChosen} canPublish={canPublish} loading={list.isPending} />
            <SavedRepliesPanel canEdit={canPublish} />
            <SpamFilterPanel />
          </aside>
        </div>
      </div>
      <CommentDetailDialog id={openId} onClose={() => update('id', null)} canPublish={canPublish} />
    </ComposerTargetsProvider>
  );
}
