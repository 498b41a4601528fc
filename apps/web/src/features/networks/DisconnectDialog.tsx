import type { SocialAccount } from '@publia/shared';
import { Unplug } from 'lucide-react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { handleOf } from './AccountAvatar.tsx';
import { Dialog, DialogFooter } from '../../ui/Dialog.tsx';
import { networkName, useDisconnectAccount } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** Asks before disconnecting; on success the account leaves the list and a toast says so. */
export function DisconnectDialog({ account, onClose }: { account: SocialAccount | null; onClose: () => void }) {
  const t = useT();
  const disconnect = useDisconnectAccount();
  const platform = account ? networkName(account.platform) : '';
  const close = () => {
    if (!disconnect.isPending) onClose();
  };
  return (
    <Dialog
      open={account !== null}
      onClose={close}
      size="sm"
      testId="disconnect-dialog"
      title={t('networks.disconnect.title', { platform })}
      description={account ? t('networks.disconnect.body', { handle: handleOf(account), platform }) : undefined}
    >
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={disconnect.isPending}>
          {t('networks.dialog.cancel')}
        </Button>
        <Button
          variant="danger"
          data-testid="disconnect-confirm"
          loading={disconnect.isPending}
          icon={<Unplug aria-hidden="true" className="size-4" />}
          onClick={() => {
            if (account) disconnect.mutate(account, { onSuccess: onClose });
          }}
        >
          {t('networks.disconnect.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
