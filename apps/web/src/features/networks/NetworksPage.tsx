import type { SocialAccount } from '@publia/shared';
import { Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountCard } from './AccountCard.tsx';
import { AccountSettingsDialog } from './AccountSettingsDialog.tsx';
import { ConnectNetworkDialog } from './ConnectNetworkDialog.tsx';
import { DemoModeNotice } from './DemoModeNotice.tsx';
import { DisconnectDialog } from './DisconnectDialog.tsx';
import { BioPageCard } from './BioPageCard.tsx';
import { LinkSettingsCard } from './LinkSettingsCard.tsx';
import { PublicationSettingsCard } from './PublicationSettingsCard.tsx';
import { isShownAccount, useConnectAccount, useNetworks, useSocialAccounts } from './queries.ts';
import { useAccountEvents } from './use-account-events.ts';
import { useNow } from './use-now.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

function EmptyState({ onConnect }: { onConnect: () => void }) {
  const t = useT();
  return (
    <Card data-testid="accounts-empty" className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
        <Share2 aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{t('networks.empty.title')}</h2>
      <p className="mt-2 max-w-md text-sm leading-6 text-gray-600">{t('networks.empty.body')}</p>
      <Button className="mt-6" icon={<Plus aria-hidden="true" className="size-4" />} onClick={onConnect}>
        {t('networks.connect.open')}
      </Button>
    </Card>
  );
}

/** Réseaux & Comptes: the connected accounts, connecting more, and the publication settings. */
export function NetworksPage() {
  const t = useT();
  useDocumentTitle(t('nav.networks'));
  useAccountEvents();
  const now = useNow();
  const networks = useNetworks();
  const accounts = useSocialAccounts();
  const { connect, pendingPlatform } = useConnectAccount();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [settingsOf, setSettingsOf] = useState<SocialAccount | null>(null);
  const [disconnecting, setDisconnecting] = useState<SocialAccount | null>(null);
  const shown = accounts.data?.filter(isShownAccount) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('nav.networks')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('networks.page.intro')}</p>
        </div>
        <Button data-testid="open-connect-dialog" className="self-start sm:self-auto" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setChooserOpen(true)}>
          {t('networks.connect.open')}
        </Button>
      </header>

      <DemoModeNotice networks={networks.data} />

      <section aria-labelledby="connected-accounts" className="flex flex-col gap-4">
        <h2 id="connected-accounts" className="text-base font-semibold text-gray-900">
          {t('networks.page.accounts')}
          {accounts.isSuccess && shown.length > 0 && <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600">{shown.length}</span>}
        </h2>
        {accounts.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner size="lg" />
          </div>
        ) : accounts.isError ? (
          <Alert tone="error" data-testid="accounts-error">
            <p className="font-medium">{t('networks.toasts.loadError')}</p>
            <p className="mt-0.5">{accounts.error.message}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void accounts.refetch()}>
              {t('networks.retry')}
            </Button>
          </Alert>
        ) : shown.length === 0 ? (
          <EmptyState onConnect={() => setChooserOpen(true)} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((account) => (
              <li key={account.id} className="flex flex-col">
                <AccountCard
                  account={account}
                  now={now}
                  actions={{
                    onReconnect: (item) => connect(item.platform),
                    reconnecting: pendingPlatform === account.platform,
                    onSettings: setSettingsOf,
                    onDisconnect: setDisconnecting,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PublicationSettingsCard />
      <LinkSettingsCard />
      <BioPageCard />

      <ConnectNetworkDialog open={chooserOpen} onClose={() => setChooserOpen(false)} networks={networks.data} accounts={accounts.data} />
      <AccountSettingsDialog account={settingsOf} onClose={() => setSettingsOf(null)} />
      <DisconnectDialog account={disconnecting} onClose={() => setDisconnecting(null)} />
    </div>
  );
}
