import { NETWORK_NAMES, type PublicationTarget } from '@publia/shared';
import { ExternalLink } from 'lucide-react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { TargetParts } from '../content/ContentParts.tsx';
import { TARGET_LABELS, TARGET_TONES } from '../content/content-display.ts';
import { handleOf } from '../networks/AccountAvatar.tsx';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/** What publishing became on each account: a partial success is visible network by network. */
export function TargetOutcomes({ targets }: { targets: PublicationTarget[] }) {
  const t = useT();
  if (targets.length === 0) return null;
  return (
    <ul aria-label={t('history.outcomesLabel')} className="flex flex-col gap-1.5 rounded-lg bg-gray-50 p-2.5">
      {targets.map((target) => {
        const platform = NETWORK_NAMES[target.platform];
        return (
          <li key={target.id} data-testid={`target-${target.platform}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <NetworkIcon platform={target.platform} size="xs" />
            <span className="font-medium text-gray-800">{platform}</span>
            {target.username && <span className="text-gray-500">{handleOf({ username: target.username, platform: target.platform })}</span>}
            <Badge tone={TARGET_TONES[target.status]}>{t(TARGET_LABELS[target.status])}</Badge>
            {target.status === 'published' && target.url && (
              <a href={target.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary-700 hover:underline">
                {t('history.viewPost')}
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            )}
            {target.status === 'failed' && target.lastError && <span className="basis-full text-red-700 sm:basis-auto">{target.lastError}</span>}
            {target.status === 'to_check' && <span className="basis-full text-amber-800 sm:basis-auto">{target.lastError ?? t('history.toCheckHint', { platform })}</span>}
            <TargetParts target={target} />
          </li>
        );
      })}
    </ul>
  );
}
