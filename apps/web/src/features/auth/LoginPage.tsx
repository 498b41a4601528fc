import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { login } from './api.ts';
import { EmailField } from './EmailField.tsx';
import { AuthShell, linkClass } from './AuthShell.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { setSessionState } from './session.ts';

function LoginForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missing, setMissing] = useState(false);
  // Once the session is set, <GuestOnly> sends the user to `from` (or "/").
  const mutation = useMutation({ mutationFn: login, onSuccess: (state) => setSessionState(queryClient, state) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      mutation.reset();
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate({ email: email.trim(), password, rememberMe });
  };

  const error = missing ? t('auth.login.missingCredentials') : mutation.error?.message;
  const registerHref = params.get('from') ? `/register?from=${encodeURIComponent(params.get('from') ?? '')}` : '/register';

  return (
    <AuthShell
      title={t('auth.login.title')}
      heading={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={registerHref} className={linkClass} data-testid="login-register-link">
            {t('auth.login.register')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="login-form">
        {error && (
          <Alert tone="error" data-testid="login-error">
            {error}
          </Alert>
        )}
        <EmailField value={email} onChange={setEmail} data-testid="login-email" />
        <TextField
          label={t('auth.passwordLabel')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="login-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label={t('auth.rememberMe')} name="rememberMe" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} data-testid="login-remember" />
          <Link to="/forgot-password" className={`text-sm ${linkClass}`} data-testid="login-forgot-link">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} data-testid="login-submit">
          {mutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}

export function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
