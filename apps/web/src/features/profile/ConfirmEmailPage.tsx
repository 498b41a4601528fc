import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { confirmEmailChange } from '../../lib/profile-api.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import profileMessages from '../../locales/fr-pages/profile.json';
import { Alert } from '../../ui/Alert.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AuthShell } from '../auth/AuthShell.tsx';
import { useSession } from '../auth/session.ts';

addPageMessages('profile', profileMessages);

/** /confirm-email?token=…: the link of the confirmation mail; it confirms at once and says so. */
export function ConfirmEmailPage() {
  const t = useT();
  const answer = useAnswerMessage();
  useDocumentTitle(t('profile.confirm.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSession() !== null;
  const mutation = useMutation({ mutationFn: () => confirmEmailChange(token) });
  const { mutate } = mutation;
  // The link serves once: a second call (React's development double effect) would answer « déjà utilisé ».
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  let body;
  if (!token) body = <Alert tone="error">{t('profile.confirm.missingToken')}</Alert>;
  else if (mutation.isSuccess)
    body = (
      <Alert tone="success" data-testid="confirm-email-done">
        {answer(mutation.data.message, 'profile.confirm.done')}
      </Alert>
    );
  else if (mutation.isError)
    body = (
      <Alert tone="error" data-testid="confirm-email-error">
        {mutation.error.message}
      </Alert>
    );
  else
    body = (
      <p className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner /> {t('profile.confirm.pending')}
      </p>
    );

  return (
    <AuthShell title={t('profile.confirm.title')} heading={t('profile.confirm.title')}>
      <div className="flex flex-col gap-6">
        {body}
        <Link to={signedIn ? '/settings?tab=profile' : '/login'} className={buttonClasses({ fullWidth: true, size: 'lg' })} data-testid="confirm-email-next">
          {signedIn ? t('profile.confirm.toSettings') : t('profile.confirm.toLogin')}
        </Link>
      </div>
    </AuthShell>
  );
}
