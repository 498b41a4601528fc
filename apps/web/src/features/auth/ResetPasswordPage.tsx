import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { resetPassword } from './api.ts';
import { AuthShell, linkClass } from './AuthShell.tsx';
import { checkNewPassword, NewPasswordFields, type NewPasswordErrors } from './NewPasswordFields.tsx';

export function ResetPasswordPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const mutation = useMutation({ mutationFn: () => resetPassword(token, password) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(t, password, confirm);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  const requestNew = (
    <Link to="/forgot-password" className={linkClass}>
      {t('auth.reset.requestNew')}
    </Link>
  );

  let body;
  if (!token) {
    body = (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{t('auth.reset.missingToken')}</Alert>
        <p className="text-sm">{requestNew}</p>
      </div>
    );
  } else if (mutation.isSuccess) {
    body = (
      <div className="flex flex-col gap-6">
        <Alert tone="success" data-testid="reset-done">
          {locale === 'fr' ? mutation.data.message : t('api.auth.resetDone')}
        </Alert>
        <Link to="/login" className={buttonClasses({ fullWidth: true, size: 'lg' })} data-testid="reset-login-link">
          {t('auth.reset.goToLogin')}
        </Link>
      </div>
    );
  } else {
    const invalidLink = isApiError(mutation.error) && mutation.error.code === 'auth.resetInvalid';
    body = (
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="reset-form">
        {mutation.error && (
          <Alert tone="error" data-testid="reset-error">
            {mutation.error.message}
            {invalidLink && <span className="mt-1 block">{requestNew}</span>}
          </Alert>
        )}
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
          labels={{ password: t('auth.reset.passwordLabel'), confirm: t('auth.reset.confirmLabel') }}
          testIdPrefix="reset"
        />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} data-testid="reset-submit">
          {mutation.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <AuthShell title={t('auth.reset.title')} heading={t('auth.reset.heading')} subtitle={mutation.isSuccess ? undefined : t('auth.reset.subtitle')}>
      {body}
    </AuthShell>
  );
}
