import { NETWORK_DESCRIPTORS, type ConnectForm, type Network } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { addPageMessages, hasMessage, useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { startConnection } from './api.ts';
import { networkName, storeAccount } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** A text of a network's connect form, from `networks.connectForm.<network>.<form>.…` (empty when the form has none). */
function useFormText(platform: Network, formId: string) {
  const t = useT();
  return (part: string) => {
    const key = `networks.connectForm.${platform}.${formId}.${part}`;
    return hasMessage(key) ? t(key) : '';
  };
}

function FormSection({ platform, formId, form, onConnected }: { platform: Network; formId: string; form: ConnectForm; onConnected: () => void }) {
  const t = useT();
  const text = useFormText(platform, formId);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => startConnection({ platform, form: formId, fields: values }),
    onSuccess: ({ redirectUrl, account }) => {
      if (redirectUrl) return window.location.assign(redirectUrl);
      if (account) {
        storeAccount(queryClient, account);
        toast.success(t('networks.toasts.connected', { platform: networkName(platform) }));
      }
      onConnected();
    },
  });
  const error = mutation.error;
  const fieldError = error instanceof ApiError ? error.field : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  // A redirect leaves the page: the button stays busy until it does.
  const busy = mutation.isPending || (mutation.isSuccess && form.way === 'redirect');
  return (
    <form onSubmit={submit} noValidate data-testid={`connect-form-${platform}-${formId}`} className="flex flex-col gap-3">
      <div>
        <h3 className="text-base font-semibold text-gray-900">{text('title')}</h3>
        {text('intro') && <p className="mt-1 text-sm text-gray-600">{text('intro')}</p>}
      </div>
      {form.fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          data-testid={`connect-field-${formId}-${field.name}`}
          label={text(`fields.${field.name}.label`)}
          hint={text(`fields.${field.name}.hint`) || undefined}
          placeholder={text(`fields.${field.name}.placeholder`) || undefined}
          type={field.kind === 'secret' ? 'password' : 'text'}
          autoComplete={field.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={field.maxLength}
          required
          value={values[field.name] ?? ''}
          error={fieldError === field.name ? error?.message : undefined}
          onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))}
        />
      ))}
      {error && !form.fields.some((field) => field.name === fieldError) && (
        <Alert tone="error" data-testid={`connect-form-error-${formId}`}>
          {error.message}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={busy} disabled={busy} icon={<LogIn aria-hidden="true" className="size-4" />}>
          {text('submit') || t('networks.connect.connect')}
        </Button>
      </div>
    </form>
  );
}

/**
 * What a network whose accounts are not reached by one address asks before connecting: a handle
 * and an app password, a server's address. Each of its forms is shown with its own button; a
 * form that connects at once closes the dialog with the account in the list.
 */
export function ConnectFormDialog({ platform, open, onClose }: { platform: Network; open: boolean; onClose: () => void }) {
  const t = useT();
  const forms = Object.entries(NETWORK_DESCRIPTORS[platform].connectForms ?? {});
  return (
    <Dialog open={open} onClose={onClose} testId={`connect-form-dialog-${platform}`} title={t('networks.connect.connectTo', { platform: networkName(platform) })}>
      <DialogBody>
        <div className="flex flex-col divide-y divide-gray-100 [&>*]:py-4 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
          {forms.map(([formId, form]) => (
            <FormSection key={formId} platform={platform} formId={formId} form={form} onConnected={onClose} />
          ))}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('networks.dialog.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
