import { ACCOUNT_DELETION_WORD } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { setCsrfToken } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/Dialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { endSession } from '../../auth/session.ts';
import { useFieldErrors } from '../profile/field-errors.ts';
import { useDeleteAccount } from './queries.ts';

const FIELDS = ['password', 'confirmation'] as const;

/** The dialog's form: the password and the word; the button waits for the word typed exactly. */
function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, showServerError } = useFieldErrors(FIELDS);
  const mutation = useDeleteAccount();
  const wordTyped = confirmation.trim() === ACCOUNT_DELETION_WORD;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { password, confirmation },
      {
        onSuccess: () => {
          // The account is gone: everything cached is forgotten and the guard leads to /login.
          setCsrfToken(null);
          toast.success(t('privacy.delete.done'));
          endSession(queryClient, { status: 'anonymous', expired: false, loggedOut: true });
        },
        onError: (error) => {
          if (!showServerError(error)) toast.error(error.message);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} data-testid="delete-account-form">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          label={t('privacy.delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          data-testid="delete-account-password"
        />
        <TextField
          label={t('privacy.delete.word', { word: ACCOUNT_DELETION_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation}
          data-testid="delete-account-word"
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" variant="danger" loading={mutation.isPending} disabled={!wordTyped || password === ''} data-testid="delete-account-confirm">
          {mutation.isPending ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>
          {t('privacy.delete.cancel')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The danger zone: what goes and what stays, then the confirmation with the password and the typed word. */
export function DeleteAccountCard() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const item = 'relative pl-4 before:absolute before:top-2.5 before:left-0 before:size-1.5 before:rounded-full';
  return (
    <SectionCard
      icon={TriangleAlert}
      tint="bg-red-50 text-red-600"
      title={t('privacy.delete.title')}
      description={t('privacy.delete.description')}
      testId="privacy-delete"
      actions={
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t('privacy.delete.button')}
        </Button>
      }
    >
      <div className="grid gap-4 text-sm leading-6 text-gray-700 sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-gray-900">{t('privacy.delete.goesTitle')}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            <li className={`${item} before:bg-red-400`}>{t('privacy.delete.goesAccount')}</li>
            <li className={`${item} before:bg-red-400`}>{t('privacy.delete.goesWorkspaces')}</li>
            <li className={`${item} before:bg-red-400`}>{t('privacy.delete.goesShared')}</li>
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-gray-900">{t('privacy.delete.staysTitle')}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            <li className={`${item} before:bg-gray-400`}>{t('privacy.delete.staysInvoices')}</li>
            <li className={`${item} before:bg-gray-400`}>{t('privacy.delete.staysShared')}</li>
          </ul>
          <p className="mt-3 text-gray-600">{t('privacy.delete.exportFirst')}</p>
        </div>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title={t('privacy.delete.dialogTitle')}
        description={t('privacy.delete.dialogDescription')}
        testId="delete-account-dialog"
      >
        <DeleteAccountForm onClose={() => setOpen(false)} />
      </Dialog>
    </SectionCard>
  );
}
