import { NETWORKS, type Network, type SocialAccount } from '@publia/shared';
import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountAvatar, handleOf } from './AccountAvatar.tsx';
import { AccountStatusBadge } from './AccountStatusBadge.tsx';
import { ConnectActions } from './ConnectActions.tsx';
import { DemoModeNotice } from './DemoModeNotice.tsx';
import { DisconnectDialog } from './DisconnectDialog.tsx';
import { NetworkLabel } from './NetworkLabel.tsx';
import { isShownAccount, useConnectAccount, useNetworks, useSocialAccounts } from './queries.ts';
import { useAccountEvents } from './use-account-events.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

function AccountLine({ account, onDisconnect }: { account: SocialAccount; onDisconnect: (account: SocialAccount) => void }) {
  const t = useT();
  return (
    <li data-testid="integration-account" className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2">
      <AccountAvatar account={account} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-gray-900">{handleOf(account)}</p>
        {account.status === 'issue' && account.error && <p className="truncate text-xs text-red-600">{account.error}</p>}
      </div>
      <AccountStatusBadge account={account} />
      <button
        type="button"
        data-testid="integration-disconnect"
        aria-label={t('networks.disconnect.labelFor', { handle: handleOf(account) })}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-600 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:px-3"
        onClick={() => onDisconnect(account)}
      >
        <Unplug aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('networks.card.disconnect')}</span>
      </button>
    </li>
  );
}

function NetworkRow({
  platform,
  sandbox,
  accounts,
  connect,
  pendingPlatform,
  onDisconnect,
}: {
  platform: Network;
  sandbox: boolean;
  accounts: SocialAccount[];
  connect: (platform: Network) => void;
  pendingPlatform: Network | undefined;
  onDisconnect: (account: SocialAccount) => void;
}) {
  const t = useT();
  return (
    <li data-testid={`integration-${platform}`} className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <NetworkLabel platform={platform} sandbox={sandbox} extra={accounts.length === 0 ? <span data-testid="not-connected">{t('networks.notConnected')}</span> : undefined} />
        <div className="pl-13 sm:shrink-0 sm:pl-0">
          <ConnectActions platform={platform} sandbox={sandbox} connect={connect} pendingPlatform={pendingPlatform} variant={accounts.length > 0 ? 'another' : 'first'} />
        </div>
      </div>
      {accounts.length > 0 && (
        <ul className="flex flex-col gap-2 sm:pl-13">
          {accounts.map((account) => (
            <AccountLine key={account.id} account={account} onDisconnect={onDisconnect} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Settings › Intégrations: the six networks, their accounts (or "Non connecté"), connect and disconnect. */
export function SocialAccountsSection() {
  const t = useT();
  useAccountEvents();
  const networks = useNetworks();
  const accounts = useSocialAccounts();
  const { connect, pendingPlatform } = useConnectAccount();
  const [disconnecting, setDisconnecting] = useState<SocialAccount | null>(null);

  return (
    <section aria-labelledby="social-accounts-title" data-testid="social-accounts-section" className="flex flex-col gap-4">
      <div>
        <h2 id="social-accounts-title" className="text-lg font-semibold text-gray-900">
          {t('networks.integrations.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('networks.integrations.intro')}</p>
      </div>
      <DemoModeNotice networks={networks.data} />
      {accounts.isError && (
        <Alert tone="error" data-testid="accounts-error">
          <p className="font-medium">{t('networks.toasts.loadError')}</p>
          <p className="mt-0.5">{accounts.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void accounts.refetch()}>
            {t('networks.retry')}
          </Button>
        </Alert>
      )}
      <Card className="overflow-hidden">
        {accounts.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner size="lg" />
          </div>
        ) : (
          <ul className="divide-y divide-gray-100">
            {NETWORKS.map((platform) => (
              <NetworkRow
                key={platform}
                platform={platform}
                sandbox={networks.data?.find((network) => network.platform === platform)?.sandbox ?? false}
                accounts={(accounts.data ?? []).filter((account) => account.platform === platform && isShownAccount(account))}
                connect={connect}
                pendingPlatform={pendingPlatform}
                onDisconnect={setDisconnecting}
              />
            ))}
          </ul>
        )}
      </Card>
      <DisconnectDialog account={disconnecting} onClose={() => setDisconnecting(null)} />
    </section>
  );
}
