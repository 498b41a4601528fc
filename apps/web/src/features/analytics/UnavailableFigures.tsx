import { NETWORK_NAMES, type AnalyticsSummary } from '@publia/shared';
import { Info } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';

/** What each connected network does not give (« LinkedIn ne fournit pas : enregistrements »), shown once under the cards. */
export function UnavailableFigures({ networks }: { networks: AnalyticsSummary['networks'] }) {
  const t = useT();
  const partial = networks.filter((entry) => entry.unavailable.length > 0);
  if (partial.length === 0) return null;
  return (
    <ul data-testid="unavailable-figures" className="flex flex-col gap-1 text-xs text-gray-600">
      {partial.map((entry) => (
        <li key={entry.network} className="flex items-start gap-1.5">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t('analytics.unavailable', {
            network: NETWORK_NAMES[entry.network],
            metrics: entry.unavailable.map((metric) => t(`analytics.metrics.${metric}`)).join(', '),
          })}
        </li>
      ))}
    </ul>
  );
}
