import type { ContentItem } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useCan } from '../auth/use-can.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { STATUS_LABELS, STATUS_TONES, titleOf } from '../content/content-display.ts';
import { ContentMedia, PlatformIcons } from '../content/ContentParts.tsx';
import { BlockHeader } from './BlockHeader.tsx';
import { latestPostsQuery } from './home-queries.ts';

/** "Dernières publications": the workspace's latest items, newest first, as the history orders them. */
export function LatestPosts() {
  const t = useT();
  const query = useQuery(latestPostsQuery);
  const items = query.data?.data ?? [];
  const canCreate = useCan('create_content');

  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="home-latest-posts">
      <BlockHeader titleId="home-latest-title" title={t('home.latest.title')} to="/history" linkLabel={t('home.latest.viewAll')} />

      {query.isPending ? (
        <Spinner className="mt-6 self-center" />
      ) : query.isError ? (
        <p className="mt-4 text-sm text-gray-500">
          {t('home.latest.loadError')}{' '}
          <button type="button" onClick={() => void query.refetch()} className="font-medium text-primary-600 hover:underline">
            {t('home.latest.retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <div data-testid="home-latest-empty" className="mt-4 flex flex-col items-start gap-3 rounded-lg bg-gray-50 p-4">
          <div>
            <p className="text-sm font-medium text-gray-900">{t('home.latest.empty')}</p>
            <p className="mt-1 text-sm text-gray-600">{t('home.latest.emptyBody')}</p>
          </div>
          {canCreate && (
            <Link to="/create" className={buttonClasses({ size: 'sm' })}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('home.latest.create')}
            </Link>
          )}
        </div>
      ) : (
        <LatestList items={items} />
      )}
    </Card>
  );
}

/**
 * The latest items. The time zone is read here, where dates are shown: resolving the browser's
 * zone loads the date library of the browser, a cost a workspace with nothing published yet does
 * not pay on its first load.
 */
function LatestList({ items }: { items: ContentItem[] }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <ul aria-labelledby="home-latest-title" className="mt-3 divide-y divide-gray-100">
      {items.map((item) => {
        const title = titleOf(item);
        const when = item.publishedAt ?? item.scheduledFor ?? item.createdAt;
        return (
          <li key={item.id} data-testid="home-latest-post" className="flex items-center gap-3 py-3">
            <ContentMedia item={item} className="size-14 shrink-0 rounded-lg [&_span.text-xs]:hidden [&_svg]:size-5" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex min-w-0 items-center gap-2">
                <p className={title ? 'truncate text-sm font-medium text-gray-900' : 'truncate text-sm font-medium text-gray-500 italic'}>{title ?? t('publications.untitled')}</p>
                <Badge tone={STATUS_TONES[item.status]} className="shrink-0">
                  {t(STATUS_LABELS[item.status])}
                </Badge>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
                <time dateTime={when}>{formatDateTime(when, timeZone)}</time>
                <PlatformIcons platforms={item.platforms} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
