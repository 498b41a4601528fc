import { NETWORK_LIMITS, NETWORK_NAMES, NETWORKS, type Media, type MediaType, type Network } from '@publia/shared';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { mediaRefusal } from './media-set.ts';

/** Whether a network takes this kind of medium (TikTok video only, Pinterest photo only). */
export const acceptsMedia = (network: Network, kind: MediaType) => NETWORK_LIMITS[network].mediaTypes.includes(kind);

function mediaNote(network: Network): 'create.networks.videoOnly' | 'create.networks.photoOnly' | null {
  const types = NETWORK_LIMITS[network].mediaTypes;
  if (types.length !== 1) return null;
  return types[0] === 'video' ? 'create.networks.videoOnly' : 'create.networks.photoOnly';
}

interface NetworkTogglesProps {
  kind: MediaType;
  media: Media[];
  selected: Network[];
  connected: ReadonlySet<Network>;
  onToggle: (network: Network) => void;
}

/** "Réseaux": one switch per network, "Non connecté" without an account, off for media it refuses (one or a set). */
export function NetworkToggles({ kind, media, selected, connected, onToggle }: NetworkTogglesProps) {
  const t = useT();
  return (
    <section aria-labelledby="create-networks-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="create-networks-heading" className="text-base font-semibold text-gray-900">
          {t('create.networks.heading')}
        </h2>
        <Link to="/networks" className="text-sm font-medium text-primary-700 hover:underline">
          {t('create.networks.manage')}
        </Link>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {NETWORKS.map((network) => {
          const refusal = acceptsMedia(network, kind) ? mediaRefusal(network, media) : null;
          const accepted = acceptsMedia(network, kind) && !refusal;
          const on = accepted && selected.includes(network);
          const note = mediaNote(network);
          const statusId = `create-network-${network}-status`;
          return (
            <li key={network}>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-describedby={statusId}
                disabled={!accepted}
                data-testid={`network-toggle-${network}`}
                onClick={() => onToggle(network)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  'disabled:cursor-not-allowed disabled:opacity-55',
                  on ? 'border-primary-500 bg-primary-50' : 'border-gray-200 bg-white hover:border-gray-300',
                )}
              >
                <NetworkIcon platform={network} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-sm font-medium text-gray-900">{NETWORK_NAMES[network]}</span>
                  {/* Darker on the selected toggle's tinted background, where grey-500 falls below 4.5:1. */}
                  <span id={statusId} className={cn('text-xs', on ? 'text-gray-600' : 'text-gray-500')}>
                    {connected.has(network) ? t('create.networks.connected') : t('create.networks.notConnected')}
                    {note && ` · ${t(note)}`}
                  </span>
                  {refusal && (
                    <span className="text-xs text-amber-700" data-testid={`network-refusal-${network}`}>
                      {t(`api.${refusal.key}`, refusal.params)}
                    </span>
                  )}
                </span>
                <span aria-hidden="true" className={cn('relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors', on ? 'bg-primary-600' : 'bg-gray-300')}>
                  <span className={cn('inline-block size-4 rounded-full bg-white shadow transition-transform', on ? 'translate-x-4.5' : 'translate-x-0.5')} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
