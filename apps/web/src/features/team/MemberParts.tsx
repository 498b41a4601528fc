import { TEAM_ROLES, type TeamMember, type TeamRole } from '@publia/shared';
import { LogOut, RefreshCw, UserMinus, XCircle } from 'lucide-react';
import { formatDate } from '../../lib/dates.ts';
import { pluralKey, useI18n, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { selectClasses } from '../../ui/field-classes.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';

/** What a row of the team asks the page to do (the page confirms what cannot be undone). */
export interface MemberHandlers {
  canManage: boolean;
  busyId: string | null;
  onRole: (member: TeamMember, role: TeamRole) => void;
  onResend: (member: TeamMember) => void;
  onRevoke: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  onLeave: () => void;
}

/**
 * The picture (or the initials in a round avatar), the name (« vous » for oneself), the address and
 * the posts of the last 30 days — the picture and the figure only when the member's privacy
 * settings let the team see them (the server leaves them out otherwise).
 */
export function MemberIdentity({ member }: { member: TeamMember }) {
  const { t, locale } = useI18n();
  const pending = member.status === 'pending';
  const published = member.publishedLast30Days;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {member.avatarUrl ? (
        // The name is written beside it: the picture adds nothing a screen reader should repeat.
        <img src={member.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" data-testid="member-avatar" />
      ) : (
        <span
          aria-hidden="true"
          className={
            pending
              ? 'flex size-10 shrink-0 items-center justify-center rounded-full border border-dashed border-gray-300 bg-gray-50 text-sm font-semibold text-gray-500'
              : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-700'
          }
          data-testid="member-initials"
        >
          {member.initials}
        </span>
      )}
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 font-medium text-gray-900">
          <span className="truncate" data-testid="member-name">
            {member.name}
          </span>
          {member.isSelf && <Badge tone="primary">{t('team.members.you')}</Badge>}
        </p>
        {/* A pending invitation is named by its address: it is said once. */}
        {member.name !== member.email && (
          <p className="truncate text-sm text-gray-600" data-testid="member-email">
            {member.email}
          </p>
        )}
        {published !== null && (
          <p className="text-xs text-gray-600" data-testid="member-published">
            {t(pluralKey(locale, 'team.members.published', published), { count: published })}
          </p>
        )}
      </div>
    </div>
  );
}

/** Actif, or En attente with when the link stops working. */
export function MemberStatus({ member }: { member: TeamMember }) {
  const t = useT();
  const timeZone = useTimeZone();
  if (member.status === 'active') {
    return (
      <Badge tone="success" data-testid="member-status">
        {t('team.members.status.active')}
      </Badge>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="warning" data-testid="member-status">
        {t('team.members.status.pending')}
      </Badge>
      {member.expiresAt && (
        <span className="text-xs text-gray-600" data-testid="member-expiry">
          {t('team.members.expires', { date: formatDate(member.expiresAt, timeZone) })}
        </span>
      )}
    </span>
  );
}

/** The role: a select for an admin on an active member, else its name. */
export function MemberRole({ member, handlers }: { member: TeamMember; handlers: MemberHandlers }) {
  const t = useT();
  if (!handlers.canManage || member.status === 'pending') {
    return <span className="text-sm text-gray-800">{t(`roles.${member.role}`)}</span>;
  }
  return (
    <select
      aria-label={t('team.members.roleOf', { name: member.name })}
      value={member.role}
      disabled={handlers.busyId === member.id}
      onChange={(event) => handlers.onRole(member, event.target.value as TeamRole)}
      className={selectClasses('w-44 max-w-full')}
      data-testid="member-role"
    >
      {TEAM_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Renvoyer / Révoquer an invitation, Retirer a member (admins); Quitter l'espace on one's own row. */
export function MemberActions({ member, handlers }: { member: TeamMember; handlers: MemberHandlers }) {
  const t = useT();
  const busy = handlers.busyId === member.id;
  if (member.isSelf) {
    return (
      <Button variant="outline" size="sm" icon={<LogOut aria-hidden="true" className="size-4" />} onClick={handlers.onLeave} data-testid="member-leave">
        {t('team.members.leave')}
      </Button>
    );
  }
  if (!handlers.canManage) return null;
  if (member.status === 'pending') {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          aria-label={t('team.members.resendOf', { name: member.email })}
          onClick={() => handlers.onResend(member)}
          data-testid="member-resend"
        >
          {t('team.members.resend')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<XCircle aria-hidden="true" className="size-4" />}
          aria-label={t('team.members.revokeOf', { name: member.email })}
          onClick={() => handlers.onRevoke(member)}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          data-testid="member-revoke"
        >
          {t('team.members.revoke')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<UserMinus aria-hidden="true" className="size-4" />}
      aria-label={t('team.members.removeOf', { name: member.name })}
      onClick={() => handlers.onRemove(member)}
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      data-testid="member-remove"
    >
      {t('team.members.remove')}
    </Button>
  );
}
