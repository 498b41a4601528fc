import { AUTH_LIMITS, TEAM_LIMITS, TEAM_ROLES, type TeamRole } from '@publia/shared';
import { Send, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { fieldClasses } from '../../ui/field-classes.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useTeamActions } from './queries.ts';

/**
 * « Inviter un membre » (admins): an address and a role (Éditeur unless chosen). Sent, a toast says
 * « Invitation envoyée à {email} avec le rôle {role} » and the address is cleared; refused, the
 * server's reason stays beside the form. A full team (the plan's seats, pending invitations
 * included) disables the button and says why.
 */
export function InviteForm({ full, plan, limit }: { full: boolean; plan: string; limit: number }) {
  const t = useT();
  const toast = useToast();
  const said = useAnswerMessage();
  const { invite } = useTeamActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('editor');
  const roleId = useId();
  const roleHintId = useId();
  const fullId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    invite.mutate(
      { email: address, role },
      {
        onSuccess: (answer) => {
          toast.success(said(answer.message, 'api.team.invitationSent', { email: answer.data.email, role: t(`roles.${answer.data.role}`) }));
          // Only the address that was sent is cleared: one typed while the invitation was on its
          // way is the next one, and clearing it would send an empty address.
          setEmail((current) => (current.trim() === address ? '' : current));
        },
      },
    );
  };

  const error = invite.error;
  const emailError = isApiError(error) && error.field === 'email';

  return (
    <SectionCard icon={UserPlus} title={t('team.invite.title')} description={t('team.invite.description', { days: TEAM_LIMITS.invitationValidDays })} testId="invite-card">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="invite-form">
        <TextField
          label={t('team.invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={AUTH_LIMITS.emailMaxLength}
          placeholder={t('team.invite.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailError || undefined}
          data-testid="invite-email"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="text-sm font-medium text-gray-700">
            {t('team.invite.role')}
          </label>
          <select
            id={roleId}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
            aria-describedby={roleHintId}
            className={fieldClasses('h-11')}
            data-testid="invite-role"
          >
            {TEAM_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </select>
          <p id={roleHintId} className="text-xs text-gray-500">
            {t(`team.invite.roleHints.${role}`)}
          </p>
        </div>
        {error && (
          <Alert tone="error" data-testid="invite-error">
            {error.message}
          </Alert>
        )}
        {full && (
          <p id={fullId} className="text-sm text-amber-800" data-testid="invite-full">
            {t('team.invite.full', { plan, limit })}
          </p>
        )}
        <Button
          type="submit"
          loading={invite.isPending}
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          icon={<Send aria-hidden="true" className="size-4" />}
          className="self-start"
          data-testid="invite-submit"
        >
          {invite.isPending ? t('team.invite.sending') : t('team.invite.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
