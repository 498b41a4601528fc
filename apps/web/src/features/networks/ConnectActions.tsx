import { NETWORK_DESCRIPTORS, type Network } from '@publia/shared';
import { Link2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConnectFormDialog } from './ConnectFormDialog.tsx';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useCan } from '../auth/use-can.ts';
import { networkName } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/**
 * "Connecter" (the network's authorisation page, or the sandbox's consent page in "mode démo")
 * and, for a network in "mode démo", the one-click "Compte de démonstration".
 */
export function ConnectActions({
  platform,
  sandbox,
  connect,
  pendingPlatform,
  variant = 'first',
}: {
  platform: Network;
  sandbox: boolean;
  connect: (platform: Network) => void;
  pendingPlatform: Network | undefined;
  /** "another" when the network already has an account: "Ajouter un compte". */
  variant?: 'first' | 'another';
}) {
  const t = useT();
  const name = networkName(platform);
  const canConnect = useCan('connect_social_networks');
  // A network with connect forms asks its handle, app password or server first, in a dialog.
  const hasForms = NETWORK_DESCRIPTORS[platform].connectForms !== undefined;
  const [formOpen, setFormOpen] = useState(false);
  // Connecting is the admin's: another role is told so rather than shown a button the server refuses.
  if (!canConnect) {
    return (
      <p data-testid={`connect-admin-only-${platform}`} className="text-sm text-gray-600">
        {t('networks.connect.adminOnly')}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        data-testid={`connect-${platform}`}
        aria-label={t(variant === 'first' ? 'networks.connect.connectTo' : 'networks.connect.anotherTo', { platform: name })}
        loading={pendingPlatform === platform}
        disabled={pendingPlatform !== undefined}
        icon={<Link2 aria-hidden="true" className="size-4" />}
        onClick={() => (hasForms ? setFormOpen(true) : connect(platform))}
      >
        {t(variant === 'first' ? 'networks.connect.connect' : 'networks.connect.another')}
      </Button>
      {sandbox && (
        <Link
          to={`/oauth/mock/${platform}`}
          data-testid={`demo-connect-${platform}`}
          aria-label={t('networks.connect.demoAccountFor', { platform: name })}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-primary-700 transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t('networks.connect.demoAccount')}
        </Link>
      )}
      {hasForms && <ConnectFormDialog platform={platform} open={formOpen} onClose={() => setFormOpen(false)} />}
    </div>
  );
}
