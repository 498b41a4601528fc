import type { Network } from '@publia/shared';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { DemoModeBadge } from '../../ui/DemoModeBadge.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { networkConstraint } from './network-info.ts';
import { networkName } from './queries.ts';

/** Icon, name, "mode démo" badge and the network's constraint ("vidéo uniquement"…). */
export function NetworkLabel({
  platform,
  sandbox,
  extra,
}: {
  platform: Network;
  sandbox: boolean;
  /** A line under the name (e.g. how many accounts are connected). */
  extra?: ReactNode;
}) {
  const t = useT();
  const constraint = networkConstraint(platform);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <NetworkIcon platform={platform} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-gray-900">{networkName(platform)}</span>
          {sandbox && <DemoModeBadge />}
        </div>
        {(constraint || extra) && (
          <p className="mt-0.5 text-sm text-gray-500">
            {constraint && <span data-testid={`constraint-${platform}`}>{t(constraint)}</span>}
            {constraint && extra && <span aria-hidden="true"> · </span>}
            {extra}
          </p>
        )}
      </div>
    </div>
  );
}
