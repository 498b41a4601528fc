import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import type { Format } from './use-format.ts';

/** « ↑ +12 % vs période précédente » in green, red when down, « — » when there is nothing to compare with. */
export function ChangeLine({ change, format }: { change: number | null; format: Format }) {
  const t = useT();
  if (change === null) {
    return (
      <p data-testid="card-change" data-trend="none" className="text-sm text-gray-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('analytics.cards.noChange')}</span>
      </p>
    );
  }
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : Minus;
  return (
    <p
      data-testid="card-change"
      data-trend={trend}
      className={cn('flex items-center gap-1 text-sm font-medium', trend === 'up' ? 'text-emerald-700' : trend === 'down' ? 'text-red-700' : 'text-gray-600')}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t(`analytics.cards.trend.${trend}`)} </span>
      {t('analytics.cards.change', { change: format.change(change) })}
    </p>
  );
}
