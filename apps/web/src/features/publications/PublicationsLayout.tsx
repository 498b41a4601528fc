import { Outlet } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { LinkTabs } from '../../ui/Tabs.tsx';
import { useCan } from '../auth/use-can.ts';
import { useApprovalMode } from '../content/approval-mode.ts';
import { useApprovalQueue } from '../content/approval-queries.ts';
import approvalMessages from '../../locales/fr-pages/approval.json';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// The publications' French and the « À valider » tab's come with this chunk, before it renders.
addPageMessages('approval', approvalMessages);
addPageMessages('publications', publicationsMessages);

/**
 * /publications: its tabs (En attente, Planifiées, Conseils, Historique; « À valider » for the admins
 * of a workspace with approval, with the number of requests), then the tab's page.
 */
export function PublicationsLayout() {
  const t = useT();
  const canApprove = useCan('approve_content');
  const mode = useApprovalMode().data ?? 'none';
  const queue = useApprovalQueue({ enabled: canApprove });
  const waiting = canApprove ? (queue.data?.length ?? 0) : 0;
  // Requests made before the admins turned approval off still show, until answered.
  const showApprovals = canApprove && (mode !== 'none' || waiting > 0);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('publications.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('publications.intro')}</p>
      </header>
      <LinkTabs
        label={t('publications.tabs.label')}
        items={[
          { to: '/publications/pending', label: t('publications.tabs.pending'), testId: 'tab-pending' },
          ...(showApprovals
            ? [
                {
                  to: '/publications/approvals',
                  testId: 'tab-approvals',
                  label: (
                    <>
                      {t('approval.tab')}
                      {waiting > 0 && (
                        <Badge tone="warning" data-testid="approvals-count">
                          {waiting}
                        </Badge>
                      )}
                    </>
                  ),
                },
              ]
            : []),
          { to: '/publications/scheduled', label: t('publications.tabs.scheduled'), testId: 'tab-scheduled' },
          { to: '/publications/advice', label: t('publications.tabs.advice'), testId: 'tab-advice' },
          { to: '/publications/history', label: t('publications.tabs.history'), testId: 'tab-history' },
        ]}
      />
      <Outlet />
    </div>
  );
}
