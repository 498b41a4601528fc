import { NETWORK_NAMES, type AnalyticsFilterQuery, type AnalyticsPost } from '@publia/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { detailsHref } from './analytics-filter.ts';
import { Figure } from './Figure.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import { RATE_CLASSES, rateTone } from './score-display.ts';
import type { Format } from './use-format.ts';

interface BestPostsProps {
  posts: AnalyticsPost[];
  filter: AnalyticsFilterQuery;
  format: Format;
}

function Title({ post }: { post: AnalyticsPost }) {
  const t = useT();
  const title = post.title.trim();
  return title ? <span className="break-words text-gray-900">{title}</span> : <span className="text-gray-600 italic">{t('publications.untitled')}</span>;
}

function Rate({ post, format, missing }: { post: AnalyticsPost; format: Format; missing: string }) {
  const tone = rateTone(post.engagementRate);
  return (
    <span data-testid="post-rate" data-tone={tone}>
      <Figure value={post.engagementRate} format={format.percent} missing={missing} className={RATE_CLASSES[tone]} />
    </span>
  );
}

const platform = (post: AnalyticsPost) => (
  <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
    <NetworkIcon platform={post.platform} size="xs" />
    {NETWORK_NAMES[post.platform]}
  </span>
);

/**
 * The best posts of the period: a table from tablet width on, cards on a phone (the same rows,
 * the same figures). A figure the network does not give is « — », named after the network.
 */
export function BestPosts({ posts, filter, format }: BestPostsProps) {
  const t = useT();
  const timeZone = useTimeZone();
  const missing = (post: AnalyticsPost) => t('analytics.notProvided', { network: NETWORK_NAMES[post.platform] });
  const detailsLabel = (post: AnalyticsPost) => t('analytics.posts.detailsOf', { title: post.title.trim() || t('publications.untitled') });
  const details = (post: AnalyticsPost) => (
    <Link to={detailsHref(post.contentId, filter)} aria-label={detailsLabel(post)} data-testid="post-details" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
      {t('analytics.posts.details')}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
  const num = 'px-4 py-3 text-right tabular-nums';

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="best-posts-table">
          <caption className="sr-only">{t('analytics.posts.title')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                {t('analytics.posts.columns.title')}
              </th>
              <th scope="col" className={th}>
                {t('analytics.posts.columns.platform')}
              </th>
              <th scope="col" className={th}>
                {t('analytics.posts.columns.date')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('analytics.posts.columns.impressions')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('analytics.posts.columns.engagement')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('analytics.posts.columns.rate')}
              </th>
              <th scope="col" className={th}>
                {t('analytics.posts.columns.score')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('analytics.posts.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {posts.map((post) => (
              <tr key={post.targetId} data-testid="best-post-row">
                <th scope="row" className="max-w-72 px-4 py-3 text-left font-medium">
                  <Title post={post} />
                </th>
                <td className="px-4 py-3 text-gray-700">{platform(post)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, timeZone)}</time>
                </td>
                <td className={num}>
                  <Figure value={post.figures.impressions} format={format.number} missing={missing(post)} />
                </td>
                <td className={num}>
                  <Figure value={post.figures.engagement} format={format.number} missing={missing(post)} />
                </td>
                <td className={num}>
                  <Rate post={post} format={format} missing={missing(post)} />
                </td>
                <td className="px-4 py-3">
                  <ScoreBadge score={post.score} />
                </td>
                <td className="px-4 py-3 text-right">{details(post)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('analytics.posts.title')}>
        {posts.map((post) => (
          <li key={post.targetId}>
            <Card data-testid="best-post-card" className="flex flex-col gap-3 p-4">
              <div className="flex items-start gap-3">
                <p className="min-w-0 flex-1 font-medium">
                  <Title post={post} />
                </p>
                <ScoreBadge score={post.score} />
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
                {platform(post)}
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, timeZone)}</time>
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-gray-600">{t('analytics.posts.columns.impressions')}</dt>
                  <dd className="font-semibold text-gray-900 tabular-nums">
                    <Figure value={post.figures.impressions} format={format.number} missing={missing(post)} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-600">{t('analytics.posts.columns.engagement')}</dt>
                  <dd className="font-semibold text-gray-900 tabular-nums">
                    <Figure value={post.figures.engagement} format={format.number} missing={missing(post)} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-600">{t('analytics.posts.columns.rateShort')}</dt>
                  <dd className="tabular-nums">
                    <Rate post={post} format={format} missing={missing(post)} />
                  </dd>
                </div>
              </dl>
              <div className="self-start">{details(post)}</div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
