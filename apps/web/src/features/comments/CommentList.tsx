import type { Comment, CommentsPage } from '@publia/shared';
import { Link2, MessageSquare, RotateCcw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { countLabel } from './comment-display.ts';
import { useI18n, useT } from '../../lib/i18n/index.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { CardSkeletons, EmptyState, LoadError, LoadMoreButton } from '../content/ListStates.tsx';
import { BulkBar } from './BulkBar.tsx';
import { CommentCard } from './CommentCard.tsx';

interface CommentPages {
  comments: Comment[];
  first: CommentsPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** Nothing to list: no account whose comments can be read, none yet, or none for these filters. */
function NothingListed({ first, filtered, onReset }: { first: CommentsPage | undefined; filtered: boolean; onReset: () => void }) {
  const t = useT();
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-7" />}
        title={t('comments.empty.filteredTitle')}
        body={t('comments.empty.filteredBody')}
        action={
          <Button variant="outline" icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onReset} data-testid="empty-reset">
            {t('comments.filters.reset')}
          </Button>
        }
      />
    );
  }
  if (first?.readableAccounts === 0) {
    return (
      <EmptyState
        icon={<Link2 aria-hidden="true" className="size-7" />}
        title={t('comments.empty.noAccountTitle')}
        body={t('comments.empty.noAccountBody')}
        action={
          <Link to="/networks" className={buttonClasses()} data-testid="empty-connect">
            {t('comments.empty.connect')}
          </Link>
        }
      />
    );
  }
  return <EmptyState icon={<MessageSquare aria-hidden="true" className="size-7" />} title={t('comments.empty.noneTitle')} body={t('comments.empty.noneBody')} />;
}

/**
 * The inbox: the cards newest first, the selection for the bulk actions, « Charger plus ». Mounted
 * again when the filters change, so that a selection never outlives what it was made in.
 */
export function CommentList({
  list,
  filtered,
  canPublish,
  currentId,
  onChoose,
  onDetails,
  onReset,
}: {
  list: CommentPages;
  filtered: boolean;
  canPublish: boolean;
  currentId: string | null;
  onChoose: (id: string) => void;
  onDetails: (id: string) => void;
  onReset: () => void;
}) {
  const { t, locale } = useI18n();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const { comments, first } = list;

  if (list.isPending) return <CardSkeletons count={3} />;
  if (list.isError && !first) return <LoadError message={t('comments.loadError')} retryKey="app.retry" onRetry={() => void list.refetch()} />;
  if (comments.length === 0) return <NothingListed first={first} filtered={filtered} onReset={onReset} />;

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching || undefined}>
      {canPublish && <BulkBar ids={comments.map((comment) => comment.id)} selected={selected} onChange={setSelected} />}
      <ul className="flex flex-col gap-4" data-testid="comment-list">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentCard
              comment={comment}
              canPublish={canPublish}
              selected={selected.has(comment.id)}
              onSelectedChange={(on) => select(comment.id, on)}
              current={comment.id === currentId}
              onChoose={() => onChoose(comment.id)}
              onDetails={() => onDetails(comment.id)}
            />
          </li>
        ))}
      </ul>
      <p className="text-center text-xs text-gray-500" data-testid="comment-count">
        {t('comments.list.shown', { shown: comments.length, total: countLabel(Math.max(first?.total ?? 0, comments.length), locale) })}
      </p>
      <LoadMoreButton list={list} />
    </div>
  );
}
