import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyBody, type ApiKeyScope } from '@publia/shared';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/Dialog.tsx';
import { fieldClasses } from '../../../ui/field-classes.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useFieldErrors } from '../profile/field-errors.ts';
import { DescribedChoices } from './DescribedCheckbox.tsx';

const FIELDS = ['name', 'scopes', 'expiresInDays'] as const;
/** The expiries offered: none (until revoked), a month, a quarter, a year. */
const EXPIRIES = [null, 30, 90, 365] as const;

function ApiKeyForm({ busy, onSubmit, onClose }: { busy: boolean; onSubmit: (body: ApiKeyBody, onError: (error: Error) => void) => void; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>(null);
  const { errors, setErrors, showServerError } = useFieldErrors(FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(name.trim() ? {} : { name: t('integrations.apiKeys.dialog.nameRequired') }),
      ...(scopes.length > 0 ? {} : { scopes: t('integrations.apiKeys.dialog.scopesRequired') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    onSubmit({ name: name.trim(), scopes, expiresInDays: expiry }, (error) => {
      if (!showServerError(error)) toast.error(error.message);
    });
  };

  return (
    <form noValidate onSubmit={submit} data-testid="api-key-form" className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          label={t('integrations.apiKeys.dialog.name')}
          hint={t('integrations.apiKeys.dialog.nameHint')}
          placeholder={t('integrations.apiKeys.dialog.namePlaceholder')}
          autoComplete="off"
          maxLength={API_KEY_LIMITS.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          data-testid="api-key-name"
        />
        <DescribedChoices
          legend={t('integrations.apiKeys.dialog.scopes')}
          options={API_KEY_SCOPES}
          selected={scopes}
          onChange={setScopes}
          labelOf={(scope) => t(`integrations.apiKeys.scopes.${scope}.label`)}
          descriptionOf={(scope) => t(`integrations.apiKeys.scopes.${scope}.description`)}
          testIdOf={(scope) => `api-key-scope-${scope}`}
          error={errors.scopes}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={expiryId} className="text-sm font-medium text-gray-700">
            {t('integrations.apiKeys.dialog.expiry')}
          </label>
          <select
            id={expiryId}
            value={expiry ?? ''}
            onChange={(event) => setExpiry(event.target.value === '' ? null : (Number(event.target.value) as (typeof EXPIRIES)[number]))}
            className={fieldClasses('sm:max-w-xs')}
            data-testid="api-key-expiry"
          >
            {EXPIRIES.map((days) => (
              <option key={days ?? 'none'} value={days ?? ''}>
                {days === null ? t('integrations.apiKeys.dialog.expiryNone') : t('integrations.apiKeys.dialog.expiryDays', { days })}
              </option>
            ))}
          </select>
          {errors.expiresInDays && <p className="text-xs font-medium text-red-600">{errors.expiresInDays}</p>}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid="api-key-submit">
          {t('integrations.apiKeys.dialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** « Créer une clé »: a name, the scopes each saying what it allows, an expiry. */
export function ApiKeyDialog({
  open,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onSubmit: (body: ApiKeyBody, onError: (error: Error) => void) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      size="lg"
      title={t('integrations.apiKeys.dialog.title')}
      description={t('integrations.apiKeys.dialog.description')}
      testId="api-key-dialog"
    >
      <ApiKeyForm busy={busy} onSubmit={onSubmit} onClose={onClose} />
    </Dialog>
  );
}
