import { NETWORK_NAMES, type Media, type Network } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { mediaRefusal, mediaRule } from './media-set.ts';

/**
 * Under the picker, for each chosen network: what it takes in one post (« X : 4 photos au plus »),
 * and, when the set as it stands would be refused there, why — the server's own refusal.
 */
export function MediaRules({ networks, media }: { networks: Network[]; media: Media[] }) {
  const t = useT();
  if (networks.length === 0) return null;
  return (
    <section aria-labelledby="create-media-rules-heading" className="flex flex-col gap-1.5 rounded-lg bg-gray-50 p-3">
      <h3 id="create-media-rules-heading" className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
        {t('create.mediaRules.heading')}
      </h3>
      <ul className="flex flex-col gap-1">
        {networks.map((network) => {
          const rule = mediaRule(network);
          const refusal = mediaRefusal(network, media);
          return (
            <li key={network} data-testid={`media-rule-${network}`} className="flex flex-wrap items-center gap-x-1.5 text-xs text-gray-700">
              <NetworkIcon platform={network} size="xs" />
              <span className="min-w-0 flex-1">{t(rule.key, rule.params)}</span>
              {refusal && (
                <span role="alert" className="basis-full font-medium text-red-700" data-testid={`media-refusal-${network}`}>
                  {t('create.mediaRules.refused', { platform: NETWORK_NAMES[network], reason: t(`api.${refusal.key}`, refusal.params) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
