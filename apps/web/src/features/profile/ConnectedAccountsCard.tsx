import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { EmptyLine, LinesSkeleton } from '../../ui/QueryState.tsx';
import { isShownAccount, networkName, useSocialAccounts } from '../networks/queries.ts';

/** The workspace's social accounts, read-only, each with its status; they are managed on /networks. */
export function ConnectedAccountsCard() {
  const t = useT();
  const accounts = useSocialAccounts();
  const shown = accounts.data?.filter(isShownAccount) ?? [];
  return (
    <Card className="p-6" data-testid="profile-accounts">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('profile.page.accounts')}</h2>
        <Link to="/networks" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('profile.page.manageAccounts')}
        </Link>
      </div>
      <div className="mt-4">
        {accounts.isPending && <LinesSkeleton lines={2} lineHeight="h-10" />}
        {!accounts.isPending && shown.length === 0 && <EmptyLine testId="profile-accounts-empty">{t('profile.page.noAccounts')}</EmptyLine>}
        {shown.length > 0 && (
          <ul className="divide-y divide-gray-100">
            {shown.map((account) => (
              <li key={account.id} className="flex items-center gap-3 py-3" data-testid="profile-account">
                <NetworkIcon platform={account.platform} label={networkName(account.platform)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">{account.displayName ?? account.username}</p>
                  <p className="truncate text-xs text-gray-600">
                    {networkName(account.platform)} · @{account.username}
                  </p>
                </div>
                <Badge tone={account.status === 'active' ? 'success' : 'danger'}>{account.status === 'active' ? t('profile.page.connected') : t('profile.page.issue')}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
