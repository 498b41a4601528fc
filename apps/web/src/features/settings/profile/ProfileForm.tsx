import type { Profile } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { profileQueryKey, updateProfile } from '../../../lib/profile-api.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { sessionQueryKey } from '../../auth/session.ts';
import { EmailChangeDialog } from './EmailChangeDialog.tsx';
import { useFieldErrors } from './field-errors.ts';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** Prénom, Nom, E-mail (changed through its dialog) and Téléphone, saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerMessage();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [emailDialog, setEmailDialog] = useState(false);
  const { errors, setErrors, showServerError } = useFieldErrors(FIELDS);

  const mutation = useMutation({
    mutationFn: () => updateProfile({ firstName, lastName, phone: phone.trim() || null }),
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response.data);
      setPhone(response.data.phone ?? '');
      // The menu shows the name the session carries.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(answer(response.message, 'api.profile.saved'));
    },
    onError: (error) => {
      if (!showServerError(error)) toast.error(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (!firstName.trim()) missing.firstName = t('profile.required');
    if (!lastName.trim()) missing.lastName = t('profile.required');
    setErrors(missing);
    if (Object.keys(missing).length === 0) mutation.mutate();
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="profile-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={80}
            required
            data-testid="profile-first-name"
          />
          <TextField
            label={t('profile.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={80}
            required
            data-testid="profile-last-name"
          />
        </div>
        <div className="flex items-end gap-2">
          <TextField label={t('profile.email')} value={profile.email} readOnly className="min-w-0 flex-1" data-testid="profile-email" />
          <Button type="button" variant="outline" aria-label={t('profile.changeEmailLabel')} onClick={() => setEmailDialog(true)} data-testid="profile-change-email">
            {t('profile.changeEmail')}
          </Button>
        </div>
        {profile.pendingEmail && (
          <p className="text-sm text-gray-600" data-testid="profile-pending-email">
            {t('profile.pendingEmail', { email: profile.pendingEmail })}
          </p>
        )}
        <TextField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          autoComplete="tel"
          maxLength={40}
          data-testid="profile-phone"
        />
        <div>
          <Button type="submit" loading={mutation.isPending} data-testid="profile-save">
            {mutation.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: a form may not hold another. */}
      <EmailChangeDialog open={emailDialog} onClose={() => setEmailDialog(false)} />
    </>
  );
}
