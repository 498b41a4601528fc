import { useT } from '../../lib/i18n/index.ts';
import { TextField } from '../../ui/TextField.tsx';

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string | null | undefined;
  /** The address is given (an invitation's): shown, not typed. */
  readOnly?: boolean;
  'data-testid': string;
}

/** The e-mail field every sign-in, sign-up and reset form asks for. */
export function EmailField({ value, onChange, error, readOnly, 'data-testid': testId }: Props) {
  const t = useT();
  return (
    <TextField
      label={t('auth.emailLabel')}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      required
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
      data-testid={testId}
    />
  );
}
