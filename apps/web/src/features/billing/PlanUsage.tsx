import type { UsageSummary } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { usageLines } from '../../lib/plan-usage.ts';
import { formatDate } from '../../lib/dates.ts';
import { UsageMeter } from '../../ui/UsageMeter.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';

/** The period's four counters against the plan's limits (capped bars), and when they start again. */
export function PlanUsage({ usage }: { usage: UsageSummary }) {
  const t = useT();
  const timeZone = useTimeZone();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 border-t border-gray-100 pt-4" data-testid="billing-usage">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-sm font-semibold text-gray-900">
          {t('billing.current.usageTitle')}
        </h3>
        <p className="text-xs text-gray-600" data-testid="billing-usage-reset">
          {t('billing.current.resetsOn', { date: formatDate(usage.periodEnd, timeZone) })}
        </p>
      </div>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {usageLines(usage).map((line) => (
          <UsageMeter key={line.kind} label={t(`plan.usage.${line.kind}`)} used={line.used} limit={line.limit} testId={`usage-${line.kind}`} />
        ))}
      </div>
    </section>
  );
}
