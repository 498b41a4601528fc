import { AUTH_LIMITS } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { register } from './api.ts';
import { EmailField } from './EmailField.tsx';
import { AuthShell, linkClass } from './AuthShell.tsx';
import { checkNewPassword, NewPasswordFields } from './NewPasswordFields.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { setSessionState } from './session.ts';

type Field = 'name' | 'email' | 'password' | 'confirm';
type FieldErrors = Partial<Record<Field, string>>;

const isFormField = (field: string | undefined): field is 'name' | 'email' | 'password' => field === 'name' || field === 'email' || field === 'password';

function RegisterForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // From an invitation's page: the account is made for the invited address and joins its workspace.
  const invitationToken = params.get('invitation')?.trim() || undefined;
  const invitedEmail = invitationToken ? (params.get('email') ?? '') : '';
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitedEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Once the session is set, <GuestOnly> sends the user to `from` (or "/").
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (state) => setSessionState(queryClient, state),
    onError: (error) => {
      const field = isApiError(error) ? error.field : undefined;
      if (isFormField(field)) setErrors({ [field]: error.message });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = checkNewPassword(t, password, confirm);
    if (!email.trim()) found.email = t('auth.emailRequired');
    setErrors(found);
    mutation.reset();
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ email: email.trim(), password, name: name.trim() || undefined, rememberMe, invitationToken });
  };

  // A server error tied to a field is shown under it; any other one above the form.
  const serverError = mutation.error;
  const generalError = serverError && !isFormField(isApiError(serverError) ? serverError.field : undefined) ? serverError.message : null;
  const loginHref = params.get('from') ? `/login?from=${encodeURIComponent(params.get('from') ?? '')}` : '/login';

  return (
    <AuthShell
      title={t('auth.register.title')}
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.hasAccount')}{' '}
          <Link to={loginHref} className={linkClass}>
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="register-form">
        {invitationToken && (
          <Alert tone="info" data-testid="register-invitation">
            {t('auth.register.invitation')}
          </Alert>
        )}
        {generalError && (
          <Alert tone="error" data-testid="register-error">
            {generalError}
          </Alert>
        )}
        <TextField
          label={
            <>
              {t('auth.register.nameLabel')} <span className="font-normal text-gray-500">({t('auth.register.optional')})</span>
            </>
          }
          name="name"
          autoComplete="name"
          placeholder={t('auth.register.namePlaceholder')}
          maxLength={AUTH_LIMITS.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          data-testid="register-name"
        />
        <EmailField value={email} onChange={setEmail} error={errors.email} readOnly={invitedEmail !== ''} data-testid="register-email" />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
          labels={{ password: t('auth.passwordLabel'), confirm: t('auth.register.confirmLabel') }}
          testIdPrefix="register"
        />
        <Checkbox label={t('auth.rememberMe')} name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} data-testid="register-remember" />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} data-testid="register-submit">
          {mutation.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}

export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}
