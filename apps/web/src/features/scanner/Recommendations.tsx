import { NETWORK_NAMES, type Network } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';

/** The networks that take the video as it is, best fit first; the best one starred. */
export function Recommendations({ networks: recommended, best }: { networks: Network[]; best: Network | null }) {
  const t = useT();
  const networks = best && !recommended.includes(best) ? [best, ...recommended] : recommended;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-900">{t('scanner.recommended.heading')}</h3>
      {networks.length === 0 ? (
        <p className="text-sm leading-6 text-gray-600" data-testid="recommended-none">
          {t('scanner.recommended.none')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="recommended-networks">
          {networks.map((network) => (
            <li
              key={network}
              data-testid="recommended-network"
              data-network={network}
              className="inline-flex items-center gap-2 rounded-full border border-gray-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-gray-800"
            >
              <NetworkIcon platform={network} size="xs" className="rounded-full" />
              {NETWORK_NAMES[network]}
              {network === best && (
                <span role="img" aria-label={t('scanner.recommended.best')} title={t('scanner.recommended.best')} className="text-amber-700" data-testid="best-network">
                  ★
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
