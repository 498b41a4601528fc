import type { TeamMember, TeamRole } from '@publia/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Card } from '../../ui/Card.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useSession } from '../auth/session.ts';
import { MemberActions, MemberIdentity, MemberRole, MemberStatus, type MemberHandlers } from './MemberParts.tsx';
import { useLeaveWorkspace, useTeamActions } from './queries.ts';

type Confirming = { kind: 'remove' | 'revoke'; member: TeamMember } | { kind: 'leave' } | null;

/** The rows' actions: role changes at once, removals and revocations after a confirmation. */
function useMemberHandlers(canManage: boolean) {
  const t = useT();
  const toast = useToast();
  const said = useAnswerMessage();
  const navigate = useNavigate();
  const actions = useTeamActions();
  const leave = useLeaveWorkspace();
  const workspace = useSession()?.workspace;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const fail = (error: Error) => toast.error(error.message);
  const settle = () => setBusyId(null);

  const handlers: MemberHandlers = {
    canManage,
    busyId,
    onRole: (member: TeamMember, role: TeamRole) => {
      setBusyId(member.id);
      actions.changeRole.mutate(
        { id: member.id, role },
        {
          onSuccess: (answer) => toast.success(said(answer.message, 'api.team.roleChanged', { name: answer.data.name, role: t(`roles.${answer.data.role}`) })),
          onError: fail,
          onSettled: settle,
        },
      );
    },
    onResend: (member) => {
      setBusyId(member.id);
      actions.resend.mutate(member.id, {
        onSuccess: (answer) => toast.success(said(answer.message, 'api.team.invitationResent', { email: answer.data.email })),
        onError: fail,
        onSettled: settle,
      });
    },
    onRevoke: (member) => setConfirming({ kind: 'revoke', member }),
    onRemove: (member) => setConfirming({ kind: 'remove', member }),
    onLeave: () => setConfirming({ kind: 'leave' }),
  };

  const close = () => setConfirming(null);
  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'leave') {
      leave.mutate(undefined, {
        onSuccess: (answer) => {
          toast.success(said(answer.message, 'api.team.left', { workspace: workspace?.name ?? '' }));
          void navigate('/');
        },
        onError: fail,
        onSettled: close,
      });
      return;
    }
    const { member } = confirming;
    const mutation = confirming.kind === 'remove' ? actions.remove : actions.revoke;
    mutation.mutate(member.id, {
      onSuccess: (message) =>
        toast.success(
          confirming.kind === 'remove' ? said(message, 'api.team.memberRemoved', { name: member.name }) : said(message, 'api.team.invitationRevoked', { email: member.email }),
        ),
      onError: fail,
      onSettled: close,
    });
  };
  const busy = leave.isPending || actions.remove.isPending || actions.revoke.isPending;
  return { handlers, confirming, close, confirm, busy, workspaceName: workspace?.name ?? '' };
}

/**
 * The team: a table from tablet width on, cards on a phone (the same parts). Admins change roles,
 * resend or revoke invitations and remove members; everyone may leave from their own row.
 */
export function TeamMembers({ members, canManage }: { members: TeamMember[]; canManage: boolean }) {
  const t = useT();
  const { handlers, confirming, close, confirm, busy, workspaceName } = useMemberHandlers(canManage);
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';

  return (
    <SectionCard icon={Users} title={t('team.members.title')} description={t('team.members.description')} testId="team-members">
      <div className="-mx-4 hidden overflow-x-auto border-t border-gray-100 sm:-mx-5 md:block">
        <table className="w-full text-sm" data-testid="team-table">
          <caption className="sr-only">{t('team.members.caption')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                {t('team.members.columns.member')}
              </th>
              <th scope="col" className={th}>
                {t('team.members.columns.role')}
              </th>
              <th scope="col" className={th}>
                {t('team.members.columns.status')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('team.members.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {members.map((member) => (
              <tr key={member.id} data-testid="member-row" data-status={member.status}>
                <th scope="row" className="max-w-80 px-4 py-3 text-left font-normal">
                  <MemberIdentity member={member} />
                </th>
                <td className="px-4 py-3">
                  <MemberRole member={member} handlers={handlers} />
                </td>
                <td className="px-4 py-3">
                  <MemberStatus member={member} />
                </td>
                <td className="px-4 py-3 text-right">
                  <div className="flex justify-end">
                    <MemberActions member={member} handlers={handlers} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('team.members.caption')}>
        {members.map((member) => (
          <li key={member.id}>
            <Card data-testid="member-card" data-status={member.status} className="flex flex-col gap-3 p-4 shadow-none">
              <div className="flex items-start justify-between gap-3">
                <MemberIdentity member={member} />
                <MemberStatus member={member} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <MemberRole member={member} handlers={handlers} />
                <MemberActions member={member} handlers={handlers} />
              </div>
            </Card>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={confirming?.kind === 'remove'}
        title={confirming?.kind === 'remove' ? t('team.confirm.removeTitle', { name: confirming.member.name }) : ''}
        description={confirming?.kind === 'remove' ? t('team.confirm.removeBody', { name: confirming.member.name }) : undefined}
        confirmLabel={t('team.members.remove')}
        busy={busy}
        onConfirm={confirm}
        onClose={close}
        testId="remove-dialog"
      />
      <ConfirmDialog
        open={confirming?.kind === 'revoke'}
        title={confirming?.kind === 'revoke' ? t('team.confirm.revokeTitle', { email: confirming.member.email }) : ''}
        description={t('team.confirm.revokeBody')}
        confirmLabel={t('team.members.revoke')}
        busy={busy}
        onConfirm={confirm}
        onClose={close}
        testId="revoke-dialog"
      />
      <ConfirmDialog
        open={confirming?.kind === 'leave'}
        title={t('team.confirm.leaveTitle', { workspace: workspaceName })}
        description={t('team.confirm.leaveBody')}
        confirmLabel={t('team.members.leave')}
        busy={busy}
        onConfirm={confirm}
        onClose={close}
        testId="leave-dialog"
      />
    </SectionCard>
  );
}
