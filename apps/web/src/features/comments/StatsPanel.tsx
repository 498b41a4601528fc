import { COMMENT_SENTIMENTS, COMMENT_STATS_PERIODS, NETWORK_NAMES, type CommentStats, type CommentStatsPeriod } from '@publia/shared';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { fieldClasses } from '../../ui/field-classes.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { formatDuration } from './comment-display.ts';
import { useCommentStats } from './queries.ts';

const SENTIMENT_BARS = { positive: 'bg-emerald-500', neutral: 'bg-gray-400', negative: 'bg-red-500' } as const;

function Figure({ label, value, testId, wide = false }: { label: string; value: string; testId: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 rounded-lg bg-gray-50 px-3 py-2.5' : 'rounded-lg bg-gray-50 px-3 py-2.5'} data-testid={testId}>
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold tracking-tight text-gray-900 tabular-nums" data-testid="stat-value">
        {value}
      </dd>
    </div>
  );
}

function StatsBody({ stats }: { stats: CommentStats }) {
  const { t, locale } = useI18n();
  const tag = locale === 'fr' ? 'fr-FR' : locale;
  const number = (value: number) => new Intl.NumberFormat(tag).format(value);
  const percent = (value: number | null) =>
    value === null ? t('comments.duration.none') : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
  const sentimentTotal = COMMENT_SENTIMENTS.reduce((sum, sentiment) => sum + stats.sentiments[sentiment], 0);

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={t('comments.stats.total')} value={number(stats.total)} testId="stat-total" />
        <Figure label={t('comments.stats.responseRate')} value={percent(stats.responseRate)} testId="stat-rate" />
        <Figure wide label={t('comments.stats.responseTime')} value={formatDuration(t, stats.averageResponseMinutes)} testId="stat-time" />
        <Figure label={t('comments.stats.waiting')} value={number(stats.waiting)} testId="stat-waiting" />
        <Figure label={t('comments.stats.flagged')} value={number(stats.flagged)} testId="stat-flagged" />
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-gray-900">{t('comments.stats.sentiments')}</h3>
        {sentimentTotal > 0 && (
          <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-gray-100">
            {COMMENT_SENTIMENTS.map((sentiment) => (
              <span key={sentiment} className={SENTIMENT_BARS[sentiment]} style={{ width: `${(stats.sentiments[sentiment] / sentimentTotal) * 100}%` }} />
            ))}
          </div>
        )}
        <ul className="flex flex-col gap-1 text-sm text-gray-700" data-testid="stat-sentiments">
          {COMMENT_SENTIMENTS.map((sentiment) => (
            <li key={sentiment} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${SENTIMENT_BARS[sentiment]}`} />
              <span className="flex-1">{t(`comments.sentiment.${sentiment}`)}</span>
              <span className="font-semibold text-gray-900 tabular-nums">{number(stats.sentiments[sentiment])}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-gray-900">{t('comments.stats.platforms')}</h3>
        {stats.platforms.length === 0 ? (
          <p className="text-sm text-gray-600">{t('comments.stats.noPlatform')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm text-gray-700" data-testid="stat-platforms">
            {stats.platforms.map((entry) => (
              <li key={entry.platform} className="flex items-center gap-2">
                <NetworkIcon platform={entry.platform} size="xs" />
                <span className="flex-1">{NETWORK_NAMES[entry.platform]}</span>
                <span className="font-semibold text-gray-900 tabular-nums">{number(entry.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** « Statistiques »: the comments of the last 7, 30 or 90 days, how many were answered and how fast. */
export function StatsPanel() {
  const { t } = useI18n();
  const selectId = useId();
  const [days, setDays] = useState<CommentStatsPeriod>('30');
  const stats = useCommentStats(days);
  return (
    <SectionCard
      narrow
      icon={BarChart3}
      title={t('comments.stats.title')}
      testId="stats-panel"
      actions={
        <>
          <label htmlFor={selectId} className="sr-only">
            {t('comments.stats.period')}
          </label>
          <select id={selectId} value={days} onChange={(event) => setDays(event.target.value as CommentStatsPeriod)} className={fieldClasses('w-auto')} data-testid="stats-period">
            {COMMENT_STATS_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`comments.stats.days.${period}`)}
              </option>
            ))}
          </select>
        </>
      }
    >
      <div aria-busy={stats.isFetching || undefined}>
        <QueryState query={stats} lines={4} lineHeight="h-10">
          {(data) => <StatsBody stats={data} />}
        </QueryState>
      </div>
    </SectionCard>
  );
}
