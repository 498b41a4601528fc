import { type AnalyticsFilterQuery, type ContentAnalyticsResponse, type PostMetricName } from '@publia/shared';
import { ArrowLeft, Info } from 'lucide-react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { MediaFrame } from '../content/ContentParts.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { overviewSearch } from './analytics-filter.ts';
import { Figure } from './Figure.tsx';
import { notPublishedAnywhere, totalMissing } from './missing-reason.ts';
import { usePostAnalytics } from './queries.ts';
import { ScoreBadge } from './ScoreBadge.tsx';
import { RATE_CLASSES, rateTone, reasonText } from './score-display.ts';
import { TargetPerformance } from './TargetPerformance.tsx';
import { useFormat } from './use-format.ts';

type PostAnalytics = ContentAnalyticsResponse['data'];

/** The stats cards of a post: the sums over its networks. */
const CARD_METRICS = ['impressions', 'engagement', 'likes', 'comments', 'shares', 'saves'] as const satisfies ReadonlyArray<PostMetricName | 'engagement'>;

function BackButton({ filter }: { filter: AnalyticsFilterQuery }) {
  const t = useT();
  return (
    <Link to={`/analytics${overviewSearch(filter)}`} data-testid="back-to-analytics" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('analytics.detail.back')}
    </Link>
  );
}

function DetailBody({ post }: { post: PostAnalytics }) {
  const t = useT();
  const format = useFormat();
  const timeZone = useTimeZone();
  const title = post.title.trim();
  const missing = (metric: PostMetricName | 'engagement') => totalMissing(t, post.targets, metric);
  const tone = rateTone(post.engagementRate);
  return (
    <>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row">
        <MediaFrame src={post.imageUrl} video={post.mediaType === 'video'} className="aspect-video w-full shrink-0 rounded-lg sm:aspect-square sm:w-44" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className={title ? 'text-2xl font-bold tracking-tight break-words text-gray-900' : 'text-2xl font-bold tracking-tight text-gray-600 italic'}>
            {title || t('publications.untitled')}
          </h1>
          <p className="text-sm text-gray-600">
            {post.publishedAt ? t('analytics.detail.publishedOn', { date: formatDateTime(post.publishedAt, timeZone) }) : t('analytics.detail.notPublished')}
            {' · '}
            {t(`analytics.periodLong.${post.period}`)}
          </p>
          <p className="text-sm leading-6 break-words whitespace-pre-line text-gray-800">{post.text}</p>
        </div>
      </Card>

      <section aria-labelledby="post-cards-title">
        <h2 id="post-cards-title" className="sr-only">
          {t('analytics.detail.cards')}
        </h2>
        {notPublishedAnywhere(post.targets) && (
          <p data-testid="not-published-notice" className="mb-3 flex items-start gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('analytics.detail.notPublishedNotice')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {CARD_METRICS.map((metric) => (
            <Card key={metric} className="flex flex-col gap-1 p-4" data-testid={`post-card-${metric}`}>
              <dt className="text-sm text-gray-600">{t(`analytics.metrics.${metric}`)}</dt>
              <dd className="text-2xl font-bold text-gray-900 tabular-nums">
                <Figure value={post.totals[metric]} format={format.number} missing={missing(metric)} />
              </dd>
              {metric === 'engagement' && (
                <dd className="text-xs text-gray-600">
                  {t('analytics.cards.rateLabel')} <Figure value={post.engagementRate} format={format.percent} missing={missing('impressions')} className={RATE_CLASSES[tone]} />
                </dd>
              )}
            </Card>
          ))}
        </dl>
      </section>

      <Card className="flex flex-col gap-3 p-5" data-testid="post-score">
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-semibold text-gray-900">{t('analytics.detail.score')}</h2>
          <ScoreBadge score={post.score} size="lg" />
        </div>
        {post.reasons.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-gray-700">
            {post.reasons.map((reason) => (
              <li key={reason.code}>{reasonText(reason, t, format)}</li>
            ))}
          </ul>
        )}
      </Card>

      <section aria-labelledby="post-targets-title" className="flex flex-col gap-4">
        <h2 id="post-targets-title" className="text-lg font-semibold text-gray-900">
          {t('analytics.detail.perNetwork')}
        </h2>
        {post.targets.length === 0 ? (
          <p className="text-sm text-gray-600">{t('analytics.detail.noTargets')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {post.targets.map((target) => (
              <li key={target.targetId}>
                <TargetPerformance target={target} format={format} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** `/analytics?post={id}`: one post's figures, per network, with its score. */
export function PostDetail({ contentId, filter }: { contentId: string; filter: AnalyticsFilterQuery }) {
  const t = useT();
  const query = usePostAnalytics(contentId, filter.period);
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="post-detail">
      <BackButton filter={filter} />
      {query.isPending ? (
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-4">
          <Card className="flex flex-col gap-4 p-5 sm:flex-row">
            <Skeleton className="aspect-video w-full sm:aspect-square sm:w-44" />
            <div className="flex flex-1 flex-col gap-3">
              <Skeleton className="h-7 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </Card>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('analytics.detail.title')}</h1>
          <Alert tone="error" data-testid="load-error">
            <p className="font-medium">{isApiError(query.error) ? query.error.message : t('analytics.detail.loadError')}</p>
            {!(isApiError(query.error) && query.error.status === 404) && (
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
                {t('analytics.retry')}
              </Button>
            )}
          </Alert>
        </>
      ) : (
        <DetailBody post={query.data} />
      )}
    </div>
  );
}
