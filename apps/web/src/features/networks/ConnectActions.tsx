import type { Network } from '@publia/shared';
import { Link2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { networkName } from './queries.ts';

/**
 * "Connecter" (the network's authorisation page, or the sandbox's consent page in "mode démo")
 * and, for a network in "mode démo", the one-click "Compte de démonstration".
 */
export function ConnectActions({
  platform,
  sandbox,
  connect,
  pendingPlatform,
  label,
}: {
  platform: Network;
  sandbox: boolean;
  connect: (platform: Network) => void;
  pendingPlatform: Network | undefined;
  /** Defaults to "Connecter". */
  label?: string;
}) {
  const t = useT();
  const name = networkName(platform);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        data-testid={`connect-${platform}`}
        aria-label={t('networks.connect.connectTo', { platform: name })}
        loading={pendingPlatform === platform}
        disabled={pendingPlatform !== undefined}
        icon={<Link2 aria-hidden="true" className="size-4" />}
        onClick={() => connect(platform)}
      >
        {label ?? t('networks.connect.connect')}
      </Button>
      {sandbox && (
        <Link
          to={`/oauth/mock/${platform}`}
          data-testid={`demo-connect-${platform}`}
          aria-label={t('networks.connect.demoAccountFor', { platform: name })}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-primary-700' })}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t('networks.connect.demoAccount')}
        </Link>
      )}
    </div>
  );
}
