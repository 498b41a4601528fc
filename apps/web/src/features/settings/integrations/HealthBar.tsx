import { automationHealth, type AutomationEndpoint, type AutomationHealth } from '@publia/shared';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { cn } from '../../../ui/cn.ts';

const COLOURS: Record<AutomationHealth, string> = { green: 'bg-green-500', yellow: 'bg-yellow-400', red: 'bg-red-500' };

/**
 * The share of automation endpoints active after the last check: green from 90 %, yellow from 60 %,
 * red below. A meter whose value is also said in words (the colour alone tells a screen reader, or a
 * colour-blind eye, nothing).
 */
export function HealthBar({ endpoints }: { endpoints: AutomationEndpoint[] }) {
  const { t, locale } = useI18n();
  const labelId = useId();
  const total = endpoints.length;
  const active = endpoints.filter((endpoint) => endpoint.status === 'active').length;
  const health = automationHealth(active, total);
  const ratio = total === 0 ? 0 : active / total;
  const percent = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
  return (
    <div className="flex flex-col gap-1.5" data-testid="automation-health" data-health={health}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-gray-700">
          {t('integrations.automations.health.label')}
        </span>
        <span className="font-semibold text-gray-900 tabular-nums" data-testid="automation-health-value">
          {t('integrations.automations.health.value', { active, total, percent })}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={active}
        aria-valuetext={t('integrations.automations.health.valueText', { active, total, percent, level: t(`integrations.automations.health.${health}`) })}
        className="h-2.5 overflow-hidden rounded-full bg-gray-100"
      >
        <div data-testid="automation-health-bar" className={cn('h-full rounded-full transition-[width]', COLOURS[health])} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
