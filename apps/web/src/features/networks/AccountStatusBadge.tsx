import type { SocialAccount } from '@publia/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** "Connecté" for an active account, "Problème" for anything else (expired, revoked, disconnected). */
export function AccountStatusBadge({ account }: { account: Pick<SocialAccount, 'status' | 'isConnected'> }) {
  const t = useT();
  const active = account.status === 'active' && account.isConnected;
  return active ? (
    <Badge tone="success" data-testid="account-status" data-status="active">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {t('networks.status.active')}
    </Badge>
  ) : (
    <Badge tone="danger" data-testid="account-status" data-status="issue">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      {t('networks.status.issue')}
    </Badge>
  );
}
