import { NETWORKS, type NetworkStatus, type SocialAccount } from '@publia/shared';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ConnectActions } from './ConnectActions.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { NetworkLabel } from './NetworkLabel.tsx';
import { isShownAccount, useConnectAccount } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** The chooser behind "Connecter un compte": the six networks, each with its connect actions. */
export function ConnectNetworkDialog({
  open,
  onClose,
  networks,
  accounts,
}: {
  open: boolean;
  onClose: () => void;
  networks: NetworkStatus[] | undefined;
  accounts: SocialAccount[] | undefined;
}) {
  const t = useT();
  const { connect, pendingPlatform } = useConnectAccount();
  return (
    <Dialog open={open} onClose={onClose} size="lg" testId="connect-dialog" title={t('networks.connect.title')} description={t('networks.connect.intro')}>
      <DialogBody className="px-3 py-2 sm:px-4">
        <ul className="divide-y divide-gray-100">
          {NETWORKS.map((platform) => {
            const sandbox = networks?.find((network) => network.platform === platform)?.sandbox ?? false;
            const count = accounts?.filter((account) => account.platform === platform && isShownAccount(account)).length ?? 0;
            return (
              <li key={platform} data-testid={`connect-row-${platform}`} className="flex flex-col gap-3 px-2 py-3.5 sm:flex-row sm:items-center sm:justify-between">
                <NetworkLabel platform={platform} sandbox={sandbox} extra={count > 0 ? t('networks.connect.alreadyConnected', { count }) : undefined} />
                <div className="pl-13 sm:shrink-0 sm:pl-0">
                  <ConnectActions platform={platform} sandbox={sandbox} connect={connect} pendingPlatform={pendingPlatform} />
                </div>
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('networks.dialog.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
