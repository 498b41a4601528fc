import { accountSettingsBodyOf, type AccountOptionView, type SocialAccount } from '@publia/shared';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { handleOf } from './AccountAvatar.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { networkName, useAccountOptions, useSaveAccountSettings } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

function OptionSelect({ option, value, onChange }: { option: AccountOptionView; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {option.label}
      </label>
      <select
        id={id}
        data-testid={`account-option-${option.key}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-[0.9375rem] text-gray-900 shadow-xs hover:border-gray-400 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
      >
        {value === '' && <option value="">{t('networks.settingsDialog.choose')}</option>}
        {option.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Mounted once the options are known, so that the form's state starts from the saved values. */
function SettingsForm({ account, options, onClose }: { account: SocialAccount; options: AccountOptionView[]; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveAccountSettings();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(options.map((option) => [option.key, account.settings[option.key] ?? ''])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only what the dialog lets the user change: the account's other settings stay on the server.
    const { settings } = accountSettingsBodyOf(options, values);
    save.mutate(
      { id: account.id, settings },
      {
        onSuccess: () => {
          toast.success(t('networks.settingsDialog.saved', { platform: networkName(account.platform) }));
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} data-testid="account-settings-form" className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        {options.map((option) => (
          <OptionSelect key={option.key} option={option} value={values[option.key] ?? ''} onChange={(value) => setValues((current) => ({ ...current, [option.key]: value }))} />
        ))}
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('networks.dialog.cancel')}
        </Button>
        <Button type="submit" data-testid="account-settings-save" loading={save.isPending} icon={<Save aria-hidden="true" className="size-4" />}>
          {t('networks.settingsDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SettingsContent({ account, onClose }: { account: SocialAccount; onClose: () => void }) {
  const t = useT();
  const options = useAccountOptions(account.id);
  if (options.isSuccess && options.data.length > 0) {
    return <SettingsForm account={account} options={options.data} onClose={onClose} />;
  }
  return (
    <>
      <DialogBody>
        {options.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : options.isError ? (
          <Alert tone="error">{options.error.message}</Alert>
        ) : (
          <p data-testid="account-settings-none" className="text-sm leading-6 text-gray-600">
            {t('networks.settingsDialog.none')}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('networks.dialog.close')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The account's own choices (the Pinterest board, the Facebook Page…), saved with PUT settings. */
export function AccountSettingsDialog({ account, onClose }: { account: SocialAccount | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      testId="account-settings-dialog"
      title={account ? t('networks.settingsDialog.title', { platform: networkName(account.platform) }) : ''}
      description={account ? handleOf(account) : undefined}
    >
      {account && <SettingsContent account={account} onClose={onClose} />}
    </Dialog>
  );
}
