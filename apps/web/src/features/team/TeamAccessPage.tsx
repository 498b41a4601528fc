import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { addPageMessages, pluralKey, useI18n } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useSession } from '../auth/session.ts';
import { useCan } from '../auth/use-can.ts';
import { ApprovalRuleCard } from './ApprovalRuleCard.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { InviteForm } from './InviteForm.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { useTeam } from './queries.ts';
import { TeamMembers } from './TeamMembers.tsx';
import teamMessages from '../../locales/fr-pages/team.json';

// This page's French joins the catalogue with its chunk, before it renders.
addPageMessages('team', teamMessages);

/**
 * /settings/team-access (« Gestion des accès »): « {n} membres actifs sur {limit} » and the plan, the
 * team, the invitation form (admins), the role matrix and the approval rule. Whoever may not manage
 * the team sees it all but the controls, and is told why.
 */
export function TeamAccessPage() {
  const { t, locale } = useI18n();
  useDocumentTitle(t('team.access.title'));
  const canManage = useCan('manage_members');
  const canEditSettings = useCan('edit_settings');
  const role = useSession()?.workspace.role;
  const team = useTeam();

  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/settings" label={t('team.access.back')} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('team.access.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('team.access.intro')}</p>
          {team.data && (
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="team-summary">
              <span className="font-semibold text-gray-900" data-testid="team-count">
                {team.data.limit === null
                  ? t(pluralKey(locale, 'team.access.countUnlimited', team.data.activeCount), { count: team.data.activeCount })
                  : t(pluralKey(locale, 'team.access.count', team.data.activeCount), { count: team.data.activeCount, limit: team.data.limit })}
              </span>
              <Badge tone="primary" data-testid="team-plan">
                {team.data.plan === null ? t('team.access.unlimitedPlan') : t('team.access.plan', { plan: team.data.plan })}
              </Badge>
              {team.data.pendingCount > 0 && (
                <span className="text-gray-600">{t(pluralKey(locale, 'team.access.pending', team.data.pendingCount), { count: team.data.pendingCount })}</span>
              )}
            </p>
          )}
        </div>
        {canManage && (
          <Link to="/settings/audit-log" className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })} data-testid="audit-log-link">
            <ScrollText aria-hidden="true" className="size-4" />
            {t('team.access.auditLink')}
          </Link>
        )}
      </header>

      {!canManage && (
        <Alert tone="info" data-testid="team-read-only">
          {t('team.access.readOnly')}
        </Alert>
      )}
      <QueryState query={team} lines={4}>
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className={canManage ? 'min-w-0 lg:col-span-2' : 'min-w-0 lg:col-span-3'}>
              <TeamMembers members={data.members} canManage={canManage} />
            </div>
            {canManage && <InviteForm full={data.limit !== null && data.activeCount + data.pendingCount >= data.limit} plan={data.plan ?? ''} limit={data.limit ?? 0} />}
          </div>
        )}
      </QueryState>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PermissionMatrix role={role} />
        <ApprovalRuleCard canEdit={canEditSettings} />
      </div>
    </div>
  );
}
