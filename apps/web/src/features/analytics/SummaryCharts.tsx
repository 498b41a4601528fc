import { NETWORK_CHART_COLORS, NETWORK_NAMES, type AnalyticsSummary, type Network } from '@publia/shared';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { LineChart, type ChartSeries } from './LineChart.tsx';
import type { Format } from './use-format.ts';

type Metric = 'impressions' | 'engagement' | 'followers';

/** The networks whose line would be empty: they do not give this figure. */
function silentNetworks(summary: AnalyticsSummary, metric: Metric): Network[] {
  return summary.series.filter((line) => line[metric].every((value) => value === null)).map((line) => line.network);
}

/** Impressions and engagement over time per network, then followers: one uPlot chart each. */
export function SummaryCharts({ summary, format }: { summary: AnalyticsSummary; format: Format }) {
  const t = useT();
  const labels = useMemo(
    // Bucket days are UTC dates: shown as such, whatever the user's zone. A year's weeks carry their year.
    () => summary.buckets.map((day) => format.bucketDay(day, summary.bucket === 'week')),
    [summary.buckets, summary.bucket, format],
  );
  const columnLabel = t(summary.bucket === 'week' ? 'analytics.charts.weekColumn' : 'analytics.charts.dayColumn');
  const chart = (metric: Metric, title: string) => {
    const series: ChartSeries[] = summary.series.map((line) => ({
      key: line.network,
      label: NETWORK_NAMES[line.network],
      color: NETWORK_CHART_COLORS[line.network],
      values: line[metric],
    }));
    const silent = silentNetworks(summary, metric);
    return (
      <Card className="min-w-0 p-5" data-testid={`chart-${metric}`}>
        <LineChart
          title={title}
          labels={labels}
          columnLabel={columnLabel}
          series={series}
          format={format.number}
          formatAxis={format.compact}
          missing={t('analytics.notMeasured')}
          emptyText={t('analytics.charts.noData')}
          footer={
            silent.length > 0 && summary.series.length > 0 ? (
              <p className="text-xs text-gray-600">{t('analytics.charts.notProvidedBy', { networks: silent.map((network) => NETWORK_NAMES[network]).join(', ') })}</p>
            ) : null
          }
        />
      </Card>
    );
  };
  return (
    <section aria-labelledby="analytics-charts-title" className="flex flex-col gap-4">
      <h2 id="analytics-charts-title" className="text-lg font-semibold text-gray-900">
        {t('analytics.charts.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {chart('impressions', t('analytics.charts.impressions'))}
        {chart('engagement', t('analytics.charts.engagement'))}
      </div>
      {chart('followers', t('analytics.charts.followers'))}
    </section>
  );
}
