import type { SocialAccount } from '@publia/shared';
import { LoaderCircle, RefreshCw, RotateCcw, Settings2, Unplug } from 'lucide-react';
import { addPageMessages, useI18n } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { DemoModeBadge } from '../../ui/DemoModeBadge.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useCan } from '../auth/use-can.ts';
import { AccountAvatar, handleOf, secondNameOf } from './AccountAvatar.tsx';
import { AccountStatusBadge } from './AccountStatusBadge.tsx';
import { formatCount, formatDateTime, formatRelativeTime } from './format.ts';
import { networkName, useSyncAccount } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** The three actions share the card's bottom edge in equal thirds. */
const footerButton = (tone: 'neutral' | 'danger') =>
  cn(
    'flex h-11 w-full items-center justify-center gap-1.5 px-1.5 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors sm:text-sm',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-wait disabled:opacity-70',
    tone === 'danger' ? 'text-red-600 hover:bg-red-50 hover:text-red-700' : 'text-gray-600 hover:bg-gray-50 hover:text-gray-900',
  );

export interface AccountCardActions {
  onReconnect: (account: SocialAccount) => void;
  /** The platform being reconnected, while the browser leaves for its authorisation page. */
  reconnecting: boolean;
  onSettings: (account: SocialAccount) => void;
  onDisconnect: (account: SocialAccount) => void;
}

/**
 * One connected account of /networks: network, account (avatar, name, @username), followers,
 * status ("Connecté" / "Problème" with the reason and "Reconnecter"), last sync, and its actions.
 */
export function AccountCard({ account, now, actions }: { account: SocialAccount; now: number; actions: AccountCardActions }) {
  const { t, locale } = useI18n();
  const sync = useSyncAccount();
  // Syncing, settings and disconnecting are the admin's (the server refuses them to other roles).
  const canManage = useCan('connect_social_networks');
  const issue = account.status !== 'active' || !account.isConnected;
  const platform = networkName(account.platform);

  return (
    <Card data-testid={`account-card-${account.platform}`} data-account-id={account.id} className="flex flex-1 flex-col overflow-hidden">
      <div className="flex items-center gap-3 border-b border-gray-100 px-5 py-3.5">
        <NetworkIcon platform={account.platform} size="sm" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-gray-900">{platform}</h3>
          {account.sandbox && <DemoModeBadge />}
        </div>
        <AccountStatusBadge account={account} />
      </div>

      <div className="flex flex-1 flex-col gap-4 px-5 py-4">
        <div className="flex min-w-0 items-center gap-3">
          <AccountAvatar account={account} />
          <div className="min-w-0">
            <p data-testid="account-handle" className="truncate font-semibold text-gray-900">
              {handleOf(account)}
            </p>
            {secondNameOf(account) && <p className="truncate text-sm text-gray-500">{secondNameOf(account)}</p>}
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-gray-50 px-4 py-3">
          <div className="min-w-0">
            <dt className="text-xs font-medium text-gray-500">{t('networks.card.followers')}</dt>
            <dd data-testid="account-followers" className="mt-0.5 text-base font-semibold text-gray-900 tabular-nums">
              {account.followers === null ? t('networks.card.unknown') : formatCount(account.followers, locale)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-gray-500">{t('networks.card.lastSync')}</dt>
            <dd data-testid="account-last-sync" className="mt-0.5 truncate text-base font-semibold text-gray-900">
              {account.lastSynced ? (
                <time dateTime={account.lastSynced} title={formatDateTime(account.lastSynced, locale)}>
                  {formatRelativeTime(account.lastSynced, locale, now)}
                </time>
              ) : (
                t('networks.card.never')
              )}
            </dd>
          </div>
        </dl>

        {issue && (
          <div role="alert" data-testid="account-issue" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{account.error ?? t('networks.card.issueDefault')}</p>
            <Button
              size="sm"
              variant="danger"
              className="self-start"
              data-testid="account-reconnect"
              loading={actions.reconnecting}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
              onClick={() => actions.onReconnect(account)}
            >
              {t('networks.card.reconnect')}
            </Button>
          </div>
        )}
      </div>

      {canManage && (
        <div className="grid grid-cols-3 divide-x divide-gray-100 border-t border-gray-100">
          <button
            type="button"
            data-testid="account-sync"
            className={footerButton('neutral')}
            disabled={sync.isPending}
            aria-busy={sync.isPending || undefined}
            onClick={() => sync.mutate(account)}
          >
            {sync.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {t('networks.card.sync')}
          </button>
          <button type="button" data-testid="account-settings" className={footerButton('neutral')} onClick={() => actions.onSettings(account)}>
            <Settings2 aria-hidden="true" className="size-4" />
            {t('networks.card.settings')}
          </button>
          <button type="button" data-testid="account-disconnect" className={footerButton('danger')} onClick={() => actions.onDisconnect(account)}>
            <Unplug aria-hidden="true" className="size-4" />
            {t('networks.card.disconnect')}
          </button>
        </div>
      )}
    </Card>
  );
}
