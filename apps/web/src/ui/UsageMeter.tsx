import { useId } from 'react';
import { useI18n } from '../lib/i18n/index.ts';
import { usagePercent } from '../lib/plan-usage.ts';
import { cn } from './cn.ts';

/** The bar's colour: the plan's colour, amber from 80 %, red once the limit is reached. */
function toneOf(percent: number): string {
  if (percent >= 100) return 'bg-red-500';
  if (percent >= 80) return 'bg-amber-500';
  return 'bg-primary-600';
}

/**
 * One counter of a plan: its name, « used/limit » and a bar filled to the share used, capped at
 * 100 % (a meter named by its label, its value said in words). Without a limit, the count and
 * « Sans limite », no bar.
 */
export function UsageMeter({ label, used, limit, compact = false, testId }: { label: string; used: number; limit: number | null; compact?: boolean; testId?: string }) {
  const { t, locale } = useI18n();
  const labelId = useId();
  const percent = usagePercent(used, limit);
  // « 2 000 » in French, « 2,000 » in English.
  const number = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : locale);
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className={cn('min-w-0', compact ? 'text-gray-600' : 'font-medium text-gray-700')}>
          {label}
        </span>
        <span className="shrink-0 font-semibold text-gray-900 tabular-nums" data-testid={testId ? `${testId}-value` : undefined}>
          {limit === null ? t('plan.usedUnlimited', { used: number(used) }) : t('plan.ratio', { used: number(used), limit: number(limit) })}
        </span>
      </div>
      {limit !== null && (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={t('plan.ratioLabel', { used: number(used), limit: number(limit) })}
          data-percent={percent}
          className={cn('overflow-hidden rounded-full bg-gray-100', compact ? 'h-1.5' : 'h-2')}
        >
          <div className={cn('h-full rounded-full transition-[width]', toneOf(percent))} style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
