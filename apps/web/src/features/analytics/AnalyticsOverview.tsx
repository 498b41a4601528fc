import { ANALYTICS_PERIODS, NETWORK_NAMES, type AnalyticsFilterQuery, type AnalyticsPeriod, type AnalyticsSummary, type Network } from '@publia/shared';
import { BarChart3, Link2, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useCan } from '../auth/use-can.ts';
import { TabList } from '../../ui/Tabs.tsx';
import { useAnalyticsSummary } from '../content/analytics-queries.ts';
import { EmptyState, LoadError } from '../content/ListStates.tsx';
import { BestPosts } from './BestPosts.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { useBestPosts, useInsight } from './queries.ts';
import { ScoreBlock } from './ScoreBlock.tsx';
import { StatCards, StatCardsSkeleton } from './StatCards.tsx';
import { SummaryCharts } from './SummaryCharts.tsx';
import { SyncButton } from './SyncButton.tsx';
import { UnavailableFigures } from './UnavailableFigures.tsx';
import { useFormat } from './use-format.ts';

/** Nothing measured at all over the period: no card figure, no post. */
function isEmptyPeriod(summary: AnalyticsSummary): boolean {
  const { impressions, engagement, followers } = summary.cards;
  return summary.publishedPosts === 0 && [impressions.value, engagement.value, followers.value].every((value) => value === null || value === 0);
}

function Filters({ filter, networks }: { filter: AnalyticsFilterQuery; networks: Network[] }) {
  const t = useT();
  const selectId = useId();
  const [, setParams] = useSearchParams();
  const update = (key: 'period' | 'network', value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <TabList<AnalyticsPeriod>
        label={t('analytics.period.label')}
        variant="pills"
        idPrefix="analytics-period"
        value={filter.period}
        onChange={(period) => update('period', period)}
        options={ANALYTICS_PERIODS.map((value) => ({ value, label: t(`analytics.period.${value}`) }))}
        className="self-start"
      />
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
          {t('analytics.network.label')}
        </label>
        <select
          id={selectId}
          data-testid="network-filter"
          value={filter.network ?? ''}
          onChange={(event) => update('network', event.target.value || null)}
          className="h-10 min-w-40 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
        >
          <option value="">{t('analytics.network.all')}</option>
          {networks.map((network) => (
            <option key={network} value={network}>
              {NETWORK_NAMES[network]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function OverviewSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-6">
      <StatCardsSkeleton />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((index) => (
          <Card key={index} className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-52 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** A workspace that never published: the ways to a first figure its member's role may take. */
function NothingYet() {
  const t = useT();
  const canCreate = useCan('create_content');
  const canConnect = useCan('connect_social_networks');
  return (
    <EmptyState
      icon={<BarChart3 aria-hidden="true" className="size-7" />}
      title={t('analytics.empty.nothingTitle')}
      body={t('analytics.empty.nothingBody')}
      action={
        (canCreate || canConnect) && (
          <div className="flex flex-wrap justify-center gap-3">
            {canCreate && (
              <Link to="/create" className={buttonClasses()}>
                <Sparkles aria-hidden="true" className="size-4" />
                {t('analytics.empty.create')}
              </Link>
            )}
            {canConnect && (
              <Link to="/networks" className={buttonClasses({ variant: 'outline' })}>
                <Link2 aria-hidden="true" className="size-4" />
                {t('analytics.empty.connect')}
              </Link>
            )}
          </div>
        )
      }
    />
  );
}

export function AnalyticsOverview({ filter }: { filter: AnalyticsFilterQuery }) {
  const t = useT();
  const format = useFormat();
  const summary = useAnalyticsSummary(filter);
  const posts = useBestPosts(filter);
  const insight = useInsight(filter);
  const canCreate = useCan('create_content');
  const data = summary.data;
  const connected = data?.networks.map((entry) => entry.network) ?? (filter.network ? [filter.network] : []);

  let body;
  if (summary.isPending) body = <OverviewSkeleton />;
  else if (summary.isError) body = <LoadError message={t('analytics.loadError')} retryKey="analytics.retry" onRetry={() => void summary.refetch()} />;
  else if (data && !data.everPublished && !filter.network) body = <NothingYet />;
  else if (data && isEmptyPeriod(data)) {
    body = (
      <EmptyState
        icon={<BarChart3 aria-hidden="true" className="size-7" />}
        title={t('analytics.empty.periodTitle')}
        body={t('analytics.empty.periodBody', { period: t(`analytics.periodLong.${filter.period}`) })}
        action={
          canCreate && (
            <Link to="/create" className={buttonClasses({ variant: 'outline' })}>
              {t('analytics.empty.create')}
            </Link>
          )
        }
      />
    );
  } else if (data) {
    body = (
      <div className="flex flex-col gap-6">
        <StatCards summary={data} format={format} />
        <UnavailableFigures networks={data.networks.filter((entry) => !filter.network || entry.network === filter.network)} />
        <SummaryCharts summary={data} format={format} />
        <section aria-labelledby="analytics-posts-title" className="flex flex-col gap-4">
          <h2 id="analytics-posts-title" className="text-lg font-semibold text-gray-900">
            {t('analytics.posts.title')}
          </h2>
          {posts.isPending ? (
            <Card className="flex flex-col gap-3 p-5" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-10 w-full" />
              ))}
            </Card>
          ) : posts.isError ? (
            <LoadError message={t('analytics.posts.loadError')} retryKey="analytics.retry" onRetry={() => void posts.refetch()} />
          ) : posts.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-sm text-gray-600">{t('analytics.posts.empty')}</p>
          ) : (
            <Card className="overflow-hidden p-0 max-md:border-0 max-md:bg-transparent max-md:shadow-none">
              <BestPosts posts={posts.data} filter={filter} format={format} />
            </Card>
          )}
        </section>
        <ScoreBlock insight={insight} posts={posts.data ?? []} format={format} />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('analytics.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('analytics.intro')}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <ExportMenu filter={filter} />
          <SyncButton sync={data?.sync} />
        </div>
      </header>
      <Filters filter={filter} networks={connected} />
      <div id="analytics-period-panel" role="tabpanel" aria-labelledby={`analytics-period-tab-${filter.period}`} aria-busy={summary.isFetching || undefined}>
        {body}
      </div>
    </div>
  );
}
