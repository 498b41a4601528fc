import { NETWORK_NAMES, type AnalyticsSummary } from '@publia/shared';
import { Eye, Heart, MousePointerClick, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ChangeLine } from './ChangeLine.tsx';
import { Figure } from './Figure.tsx';
import type { Format } from './use-format.ts';

function StatCard({
  icon: Icon,
  label,
  value,
  extra,
  change,
  missing,
  format,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null;
  extra?: ReactNode;
  change: number | null;
  missing: string;
  format: Format;
  testId: string;
}) {
  return (
    <Card data-testid={testId} className="flex flex-col gap-2 p-5">
      <div className="flex items-center gap-2">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-sm font-medium text-gray-600">{label}</h3>
      </div>
      <p className="text-3xl font-bold tracking-tight text-gray-900" data-testid="card-value">
        <Figure value={value} format={format.number} missing={missing} />
      </p>
      {extra}
      <ChangeLine change={change} format={format} />
    </Card>
  );
}

/** The cards of the period: impressions, engagement (with its rate), new followers, clicks on Publia's short links. */
export function StatCards({ summary, format }: { summary: AnalyticsSummary; format: Format }) {
  const t = useT();
  const { cards } = summary;
  const missing = summary.network ? t('analytics.notProvided', { network: NETWORK_NAMES[summary.network] }) : t('analytics.notMeasured');
  return (
    <section aria-labelledby="analytics-cards-title">
      <h2 id="analytics-cards-title" className="sr-only">
        {t('analytics.cards.label')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          testId="card-impressions"
          icon={Eye}
          label={t('analytics.cards.impressions')}
          value={cards.impressions.value}
          change={cards.impressions.change}
          missing={missing}
          format={format}
        />
        <StatCard
          testId="card-engagement"
          icon={Heart}
          label={t('analytics.cards.engagement')}
          value={cards.engagement.value}
          change={cards.engagement.change}
          missing={missing}
          format={format}
          extra={
            <p className="text-sm text-gray-600" data-testid="card-rate">
              {t('analytics.cards.rateLabel')} <Figure value={cards.engagement.rate} format={format.percent} missing={missing} className="font-semibold text-gray-900" />
            </p>
          }
        />
        <StatCard
          testId="card-followers"
          icon={UserPlus}
          label={t('analytics.cards.followers')}
          value={cards.followers.value}
          change={cards.followers.change}
          missing={missing}
          format={format}
        />
        <StatCard
          testId="card-clicks"
          icon={MousePointerClick}
          label={t('analytics.cards.clicks')}
          value={cards.clicks.value}
          change={cards.clicks.change}
          missing={missing}
          format={format}
          extra={<p className="text-sm text-gray-600">{t('analytics.cards.clicksHint')}</p>}
        />
      </div>
    </section>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-3/4" />
        </Card>
      ))}
    </div>
  );
}
