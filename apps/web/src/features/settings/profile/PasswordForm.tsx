import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { changePassword } from '../../../lib/profile-api.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { checkNewPassword, NewPasswordFields, type NewPasswordErrors } from '../../auth/NewPasswordFields.tsx';

/** The current password (checked by the server), then the new one twice, with the sign-up's rules. */
export function PasswordForm() {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerMessage();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const mutation = useMutation({
    mutationFn: () => changePassword({ currentPassword: current, newPassword: password }),
    onSuccess: (response) => {
      setCurrent('');
      setPassword('');
      setConfirm('');
      toast.success(answer(response.message, 'api.profile.passwordChanged'));
    },
    onError: (error) => {
      if (isApiError(error) && error.field === 'currentPassword') return setErrors({ current: error.message });
      if (isApiError(error) && error.field === 'newPassword') return setErrors({ password: error.message });
      toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: NewPasswordErrors & { current?: string } = checkNewPassword(t, password, confirm);
    if (!current) found.current = t('profile.required');
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4" data-testid="password-form">
      <TextField
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
        data-testid="password-current"
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
        labels={{ password: t('profile.password.new'), confirm: t('profile.password.confirm') }}
        testIdPrefix="password-new"
      />
      <div>
        <Button type="submit" loading={mutation.isPending} data-testid="password-submit">
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
