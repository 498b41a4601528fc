import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { requestPasswordReset } from './api.ts';
import { EmailField } from './EmailField.tsx';
import { AuthShell, linkClass } from './AuthShell.tsx';

export function ForgotPasswordPage() {
  const { t, locale } = useI18n();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(t('auth.emailRequired'));
      return;
    }
    setEmailError(null);
    mutation.mutate(email.trim());
  };

  const backLink = (
    <Link to="/login" className={`inline-flex items-center gap-1.5 ${linkClass}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('auth.forgot.backToLogin')}
    </Link>
  );

  return (
    <AuthShell
      title={t('auth.forgot.title')}
      heading={t('auth.forgot.heading')}
      subtitle={mutation.isSuccess ? undefined : t('auth.forgot.subtitle')}
      footer={mutation.isSuccess ? undefined : backLink}
    >
      {mutation.isSuccess ? (
        <div className="flex flex-col gap-6">
          <Alert tone="success" data-testid="forgot-done">
            {/* The server answers the same sentence whatever the address (no account enumeration). */}
            {locale === 'fr' ? mutation.data.message : t('api.auth.resetRequested')}
          </Alert>
          <Link to="/login" className={buttonClasses({ variant: 'outline', fullWidth: true, size: 'lg' })}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="forgot-form">
          {mutation.error && <Alert tone="error">{mutation.error.message}</Alert>}
          <EmailField value={email} onChange={setEmail} error={emailError} data-testid="forgot-email" />
          <Button type="submit" size="lg" fullWidth loading={mutation.isPending} data-testid="forgot-submit">
            {mutation.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
