import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { profileQueryKey, requestEmailChange } from '../../../lib/profile-api.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useFieldErrors } from './field-errors.ts';

const FIELDS = ['email', 'password'] as const;

function EmailChangeForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerMessage();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, showServerError } = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: () => requestEmailChange({ email, password }),
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response.data);
      toast.success(answer(response.message, 'api.profile.emailChangeSent', { email: response.data.pendingEmail ?? email }));
      onClose();
    },
    onError: (error) => {
      if (!showServerError(error)) toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form noValidate onSubmit={submit} data-testid="email-change-form">
      <DialogBody className="flex flex-col gap-4">
        <TextField
          label={t('profile.emailDialog.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          data-testid="email-change-address"
        />
        <TextField
          label={t('profile.emailDialog.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          data-testid="email-change-password"
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" loading={mutation.isPending} data-testid="email-change-submit">
          {t('profile.emailDialog.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('profile.emailDialog.cancel')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** « Modifier » the address: the new one and the current password; the link goes to the new address. */
export function EmailChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('profile.emailDialog.title')} description={t('profile.emailDialog.description')} testId="email-change-dialog">
      <EmailChangeForm onClose={onClose} />
    </Dialog>
  );
}
