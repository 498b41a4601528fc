import { COMMENT_SENTIMENTS, COMMENT_STATUSES, COMMENT_SUPPORT, NETWORK_NAMES, NETWORKS, type CommentPost } from '@publia/shared';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { cn } from '../../ui/cn.ts';
import { fieldClasses } from '../../ui/field-classes.ts';
import { activeFilterCount, type CommentFilters, type FilterParam } from './comment-filters.ts';
import { postNameOf } from './comment-display.ts';
import { useAssignees } from './queries.ts';

/** The networks whose comments can be read at all: the others have none to filter by. */
const READABLE = NETWORKS.filter((network) => COMMENT_SUPPORT[network].read);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Réseau, statut, sentiment, publication, dates, assigné, non lus: each change goes into the
 * address at once. On a phone the fields fold under « Filtres ».
 */
export function CommentFiltersBar({
  filters,
  posts,
  onChange,
  onReset,
}: {
  filters: CommentFilters;
  /** The posts of the comments loaded so far, by content id. */
  posts: Map<string, CommentPost>;
  onChange: (key: FilterParam, value: string | null) => void;
  onReset: () => void;
}) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const assignees = useAssignees();
  const count = activeFilterCount(filters) - (filters.q ? 1 : 0);
  const postOptions = [...posts.entries()];
  const knownPost = !filters.contentId || posts.has(filters.contentId);
  const knownAssignee = !filters.assignee || ['me', 'none'].includes(filters.assignee) || assignees.data?.some((member) => member.id === filters.assignee);

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="comment-filters">
      <div className="flex items-center justify-between gap-3 lg:hidden">
        <Button
          variant="outline"
          size="sm"
          icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="filters-toggle"
        >
          {count > 0 ? t('comments.filters.toggleCount', { count }) : t('comments.filters.toggle')}
        </Button>
        {count > 0 && (
          <Button variant="ghost" size="sm" icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onReset}>
            {t('comments.filters.reset')}
          </Button>
        )}
      </div>
      <div id={panelId} role="group" aria-label={t('comments.filters.label')} className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', !open && 'max-lg:hidden')}>
        <Field label={t('comments.filters.platform')}>
          {(id) => (
            <select
              id={id}
              className={fieldClasses()}
              value={filters.platform ?? ''}
              onChange={(event) => onChange('platform', event.target.value || null)}
              data-testid="filter-platform"
            >
              <option value="">{t('comments.filters.allPlatforms')}</option>
              {READABLE.map((network) => (
                <option key={network} value={network}>
                  {NETWORK_NAMES[network]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('comments.filters.status')}>
          {(id) => (
            <select
              id={id}
              className={fieldClasses()}
              value={filters.status ?? ''}
              onChange={(event) => onChange('status', event.target.value || null)}
              data-testid="filter-status"
            >
              <option value="">{t('comments.filters.allStatuses')}</option>
              {COMMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`comments.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('comments.filters.sentiment')}>
          {(id) => (
            <select
              id={id}
              className={fieldClasses()}
              value={filters.sentiment ?? ''}
              onChange={(event) => onChange('sentiment', event.target.value || null)}
              data-testid="filter-sentiment"
            >
              <option value="">{t('comments.filters.allSentiments')}</option>
              {COMMENT_SENTIMENTS.map((sentiment) => (
                <option key={sentiment} value={sentiment}>
                  {t(`comments.sentiment.${sentiment}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('comments.filters.post')}>
          {(id) => (
            <select
              id={id}
              className={fieldClasses()}
              value={filters.contentId ?? ''}
              onChange={(event) => onChange('contentId', event.target.value || null)}
              data-testid="filter-post"
            >
              <option value="">{t('comments.filters.allPosts')}</option>
              {!knownPost && <option value={filters.contentId}>{t('comments.filters.chosenPost')}</option>}
              {postOptions.map(([contentId, post]) => (
                <option key={contentId} value={contentId}>
                  {postNameOf(post)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('comments.filters.from')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={fieldClasses()}
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => onChange('from', event.target.value || null)}
              data-testid="filter-from"
            />
          )}
        </Field>
        <Field label={t('comments.filters.to')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={fieldClasses()}
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => onChange('to', event.target.value || null)}
              data-testid="filter-to"
            />
          )}
        </Field>
        <Field label={t('comments.filters.assignee')}>
          {(id) => (
            <select
              id={id}
              className={fieldClasses()}
              value={filters.assignee ?? ''}
              onChange={(event) => onChange('assignee', event.target.value || null)}
              data-testid="filter-assignee"
            >
              <option value="">{t('comments.filters.assigneeAll')}</option>
              <option value="me">{t('comments.filters.assigneeMe')}</option>
              <option value="none">{t('comments.filters.assigneeNone')}</option>
              {!knownAssignee && <option value={filters.assignee}>{t('comments.filters.chosenMember')}</option>}
              {assignees.data?.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex items-end justify-between gap-3 pb-2">
          <Checkbox
            label={t('comments.filters.unread')}
            checked={filters.unread === 'true'}
            onChange={(event) => onChange('unread', event.target.checked ? 'true' : null)}
            data-testid="filter-unread"
          />
          {count > 0 && (
            <Button variant="ghost" size="sm" className="max-lg:hidden" icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onReset} data-testid="filters-reset">
              {t('comments.filters.reset')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
