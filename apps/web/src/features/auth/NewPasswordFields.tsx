import { AUTH_LIMITS } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { TextField } from '../../ui/TextField.tsx';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

type Translate = ReturnType<typeof useT>;

/** The rules of a new password, checked before any call: long enough, typed twice the same. */
export function checkNewPassword(t: Translate, password: string, confirm: string): NewPasswordErrors {
  const min = AUTH_LIMITS.passwordMinLength;
  const errors: NewPasswordErrors = {};
  if (password.length < min) errors.password = t('auth.passwordTooShort', { min });
  if (confirm !== password) errors.confirm = t('auth.passwordMismatch');
  return errors;
}

interface Props {
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
  errors: NewPasswordErrors;
  labels: { password: string; confirm: string };
  /** `register` or `reset`: the fields are `{testIdPrefix}-password` and `{testIdPrefix}-confirm`. */
  testIdPrefix: string;
}

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange, errors, labels, testIdPrefix }: Props) {
  const t = useT();
  const min = AUTH_LIMITS.passwordMinLength;
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={min}
        hint={t('auth.passwordRule', { min })}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
        data-testid={`${testIdPrefix}-password`}
      />
      <TextField
        label={labels.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={errors.confirm}
        data-testid={`${testIdPrefix}-confirm`}
      />
    </>
  );
}
