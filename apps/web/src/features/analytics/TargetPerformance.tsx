import { NETWORK_CHART_COLORS, NETWORK_NAMES, POST_METRICS, type ContentAnalyticsResponse } from '@publia/shared';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { TARGET_LABELS, TARGET_TONES } from '../content/content-display.ts';
import { Figure } from './Figure.tsx';
import { LineChart } from './LineChart.tsx';
import { targetMissing } from './missing-reason.ts';
import type { Format } from './use-format.ts';

type Target = ContentAnalyticsResponse['data']['targets'][number];

/** One network a post went to: its account and status, its figures, its curve since publication. */
export function TargetPerformance({ target, format }: { target: Target; format: Format }) {
  const t = useT();
  const timeZone = useTimeZone();
  const name = NETWORK_NAMES[target.platform];
  const missing = t('analytics.notProvided', { network: name });
  const labels = useMemo(() => target.curve.map((point) => formatDateTime(point.at, timeZone)), [target.curve, timeZone]);
  const axisLabels = useMemo(
    () =>
      format.measureAxis(
        target.curve.map((point) => point.at),
        timeZone,
      ),
    [format, target.curve, timeZone],
  );
  const headingId = `target-${target.targetId}`;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`target-${target.platform}`}>
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <NetworkIcon platform={target.platform} size="sm" />
          <h3 id={headingId} className="text-base font-semibold text-gray-900">
            {name}
          </h3>
          {target.account && <span className="text-sm text-gray-600">{t('analytics.detail.account', { account: target.account })}</span>}
          <Badge tone={TARGET_TONES[target.status]}>{t(TARGET_LABELS[target.status])}</Badge>
          {target.url && (
            <a
              href={target.url}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {t('analytics.detail.view')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('analytics.detail.newTab')}</span>
            </a>
          )}
        </div>
        {target.stopped && (
          <p data-testid="figures-stopped" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`analytics.detail.stopped.${target.stopped}`)}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4 lg:grid-cols-7">
          {POST_METRICS.map((metric) => (
            <div key={metric} className="min-w-0">
              <dt className="text-xs text-gray-600">{t(`analytics.metrics.${metric}`)}</dt>
              <dd className="text-lg font-semibold text-gray-900 tabular-nums">
                <Figure value={target.figures[metric]} format={format.number} missing={targetMissing(t, target, metric)} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-gray-600">
          {target.measuredAt
            ? t('analytics.detail.measuredAt', { date: formatDateTime(target.measuredAt, timeZone) })
            : target.figuresState === 'not_published'
              ? t('analytics.notPublishedOn', { network: name })
              : t('analytics.notMeasured')}
        </p>
        <LineChart
          title={t('analytics.detail.curve', { network: name })}
          labels={labels}
          axisLabels={axisLabels}
          columnLabel={t('analytics.detail.measureColumn')}
          series={[
            { key: 'impressions', label: t('analytics.metrics.impressions'), color: NETWORK_CHART_COLORS[target.platform], values: target.curve.map((point) => point.impressions) },
            {
              key: 'engagement',
              label: t('analytics.detail.engagementRight'),
              color: '#4b5563',
              dash: [6, 4],
              axis: 'right',
              values: target.curve.map((point) => point.engagement),
            },
          ]}
          format={format.number}
          formatAxis={format.compact}
          missing={missing}
          emptyText={t('analytics.detail.noCurve')}
          height={180}
        />
      </article>
    </Card>
  );
}
