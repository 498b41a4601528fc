import { Building2, LogIn, LogOut, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { AuthShell, linkClass } from '../auth/AuthShell.tsx';
import { loginPathFrom } from '../auth/safe-redirect.ts';
import { useLogout, useSessionQuery } from '../auth/session.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useAcceptInvitation, useInvitationPreview } from './queries.ts';
import teamMessages from '../../locales/fr-pages/team.json';

addPageMessages('team', teamMessages);

type Preview = NonNullable<ReturnType<typeof useInvitationPreview>['data']>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why the link cannot be used (the server's words, or a missing token) and the way to sign in. */
function LinkProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" data-testid="invitation-error">
      <Alert tone="error">{message}</Alert>
      <Link to="/login" className={`text-sm ${linkClass}`}>
        {t('team.invitation.goToLogin')}
      </Link>
    </div>
  );
}

/** What the signed-in user, the invited person elsewhere, or a visitor can do with the invitation. */
function InvitationActions({ token, preview }: { token: string; preview: Preview }) {
  const t = useT();
  const toast = useToast();
  const said = useAnswerMessage();
  const navigate = useNavigate();
  const session = useSessionQuery();
  const accept = useAcceptInvitation();
  const logout = useLogout();

  if (session.isPending) return <Spinner />;
  const signedIn = session.data?.status === 'authenticated' ? session.data.session : null;

  if (signedIn && sameAddress(signedIn.user.email, preview.email)) {
    const join = () =>
      accept.mutate(token, {
        onSuccess: (answer) => {
          toast.success(said(answer.message, 'api.team.joined', { workspace: answer.workspace.name }));
          void navigate('/');
        },
      });
    return (
      <div className="flex flex-col gap-4">
        {accept.error && (
          <Alert tone="error" data-testid="invitation-accept-error">
            {accept.error.message}
          </Alert>
        )}
        <Button
          size="lg"
          fullWidth
          loading={accept.isPending || accept.isSuccess}
          onClick={join}
          icon={<UserPlus aria-hidden="true" className="size-5" />}
          data-testid="invitation-join"
        >
          {accept.isPending || accept.isSuccess ? t('team.invitation.joining') : t('team.invitation.join')}
        </Button>
      </div>
    );
  }

  if (signedIn) {
    return (
      <div className="flex flex-col gap-4" data-testid="invitation-other-account">
        <Alert tone="info">{t('team.invitation.otherAccount', { current: signedIn.user.email, email: preview.email })}</Alert>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          loading={logout.isPending}
          icon={<LogOut aria-hidden="true" className="size-5" />}
          onClick={() => logout.mutate(undefined, { onError: (error) => toast.error(error.message) })}
          data-testid="invitation-logout"
        >
          {t('team.invitation.logout')}
        </Button>
      </div>
    );
  }

  const here = `/invitation?token=${encodeURIComponent(token)}`;
  if (preview.accountExists) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm leading-6 text-gray-600">{t('team.invitation.signInHint', { email: preview.email })}</p>
        <Link to={loginPathFrom(here)} className={buttonClasses({ size: 'lg', fullWidth: true })} data-testid="invitation-sign-in">
          <LogIn aria-hidden="true" className="size-5" />
          {t('team.invitation.signIn')}
        </Link>
      </div>
    );
  }
  const register = `/register?${new URLSearchParams({ invitation: token, email: preview.email }).toString()}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-6 text-gray-600">{t('team.invitation.signUpHint', { email: preview.email })}</p>
      <Link to={register} className={buttonClasses({ size: 'lg', fullWidth: true })} data-testid="invitation-sign-up">
        <UserPlus aria-hidden="true" className="size-5" />
        {t('team.invitation.signUp')}
      </Link>
    </div>
  );
}

/** « {inviter} vous invite à rejoindre {workspace} avec le rôle {role} », the address and the link's end. */
function InvitationSummary({ preview }: { preview: Preview }) {
  const t = useT();
  const timeZone = useTimeZone();
  const params = { inviter: preview.invitedBy ?? '', workspace: preview.workspaceName, role: t(`roles.${preview.role}`) };
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl bg-primary-50 p-4" data-testid="invitation-summary">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary-600 ring-1 ring-primary-100">
        <Building2 aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 text-sm leading-6">
        <p className="font-medium text-gray-900">{preview.invitedBy ? t('team.invitation.invitedBy', params) : t('team.invitation.invited', params)}</p>
        <p className="mt-1 text-gray-600">{t('team.invitation.address', { email: preview.email, date: formatDate(preview.expiresAt, timeZone) })}</p>
      </div>
    </div>
  );
}

/**
 * /invitation?token=… (public): what the invitation is for, then, as the case may be, « Rejoindre
 * l'espace » (signed in with the invited address), « Se déconnecter » (signed in with another),
 * « Se connecter » (an account exists for the address) or « Créer mon compte ». A link that cannot
 * be used says why, in the server's words.
 */
export function InvitationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const preview = useInvitationPreview(token);

  let body: ReactNode;
  if (!token) body = <LinkProblem message={t('team.invitation.missingToken')} />;
  else if (preview.isPending) body = <Spinner size="lg" className="flex justify-center py-6" />;
  else if (preview.isError) body = <LinkProblem message={preview.error.message} />;
  else {
    body = (
      <>
        <InvitationSummary preview={preview.data} />
        <InvitationActions token={token} preview={preview.data} />
      </>
    );
  }

  return (
    <AuthShell title={t('team.invitation.title')} heading={t('team.invitation.heading')}>
      <div data-testid="invitation-page">{body}</div>
    </AuthShell>
  );
}
