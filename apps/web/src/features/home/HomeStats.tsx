import { BarChart3 } from 'lucide-react';
import { useI18n, useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useAnalyticsSummary } from '../content/analytics-queries.ts';
import { BlockHeader } from './BlockHeader.tsx';
import { HOME_FILTER } from './home-queries.ts';

/** The workspace's last 30 days at a glance: impressions, engagement, new followers, posts published. */
export function HomeStats() {
  const t = useT();
  const { locale } = useI18n();
  const summary = useAnalyticsSummary(HOME_FILTER);
  // Made only when there are figures to show: a number formatter's first use loads the locale's
  // data, a cost a new workspace's home (no figures yet) does not pay on its first load.
  const formatNumber = (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale).format(value);
  const data = summary.data;
  const figures: Array<{ key: string; label: MessageKey; value: number | null }> = data
    ? [
        { key: 'impressions', label: 'home.stats.impressions', value: data.cards.impressions.value },
        { key: 'engagement', label: 'home.stats.engagement', value: data.cards.engagement.value },
        { key: 'followers', label: 'home.stats.followers', value: data.cards.followers.value },
        { key: 'published', label: 'home.stats.published', value: data.publishedPosts },
      ]
    : [];
  // Never published: an invitation to publish; published before, even long ago: the figures, zeros included.
  const nothing = data !== undefined && !data.everPublished;

  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="home-stats">
      <section aria-labelledby="home-stats-title" className="flex flex-col gap-4">
        <BlockHeader titleId="home-stats-title" title={t('home.stats.title')} to="/analytics" linkLabel={t('home.stats.viewAll')} />
        {summary.isPending ? (
          <div role="status" aria-label={t('app.loading')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-18 w-full" />
            ))}
          </div>
        ) : summary.isError ? (
          <p className="text-sm text-gray-600">
            {t('home.stats.loadError')}{' '}
            <button type="button" onClick={() => void summary.refetch()} className="font-medium text-primary-700 hover:underline">
              {t('home.latest.retry')}
            </button>
          </p>
        ) : nothing ? (
          // As tall as the figures (and their placeholders), padded as they are (two lines of text then
          // fit in one row's height): nothing below moves when the answer comes.
          <div data-testid="home-stats-empty" className="flex min-h-39 items-start gap-3 rounded-lg bg-gray-50 px-4 py-3 lg:min-h-18">
            <BarChart3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
            <div>
              <p className="text-sm font-medium text-gray-900">{t('home.stats.empty')}</p>
              <p className="mt-1 text-sm text-gray-600">{t('home.stats.emptyBody')}</p>
            </div>
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.key} data-testid={`home-stat-${figure.key}`} className="rounded-lg bg-gray-50 px-4 py-3">
                <dt className="text-xs font-medium text-gray-600">{t(figure.label)}</dt>
                <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums">
                  {figure.value === null ? (
                    <span title={t('home.stats.notMeasured')}>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('home.stats.notMeasured')}</span>
                    </span>
                  ) : (
                    formatNumber(figure.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </Card>
  );
}
