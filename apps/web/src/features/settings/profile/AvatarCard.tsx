import { PROFILE_LIMITS, type Profile } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { deleteAvatar, profileQueryKey, uploadAvatar } from '../../../lib/profile-api.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { sessionQueryKey } from '../../auth/session.ts';
import { ProfileAvatar } from '../../../ui/ProfileAvatar.tsx';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** The picture: choose a file (previewed as the square it will become), send it, or remove the current one. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useToast();
  const answer = useAnswerMessage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's address holds the file in memory until it is let go.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const done = (data: Profile, message: string) => {
    queryClient.setQueryData(profileQueryKey, data);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    setFile(null);
    setPreview(null);
    setError(null);
    toast.success(message);
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadAvatar(chosen),
    onSuccess: (response) => done(response.data, answer(response.message, 'api.profile.avatarSaved')),
    onError: (failure) => setError(failure.message),
  });
  const remove = useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (response) => done(response.data, answer(response.message, 'api.profile.avatarRemoved')),
    onError: (failure) => toast.error(failure.message),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    // The server checks the bytes; these checks only spare a useless upload.
    if (!chosen.type.startsWith('image/')) return setError(t('profile.avatar.notImage'));
    if (chosen.size > PROFILE_LIMITS.avatarMaxBytes) return setError(t('profile.avatar.tooLarge'));
    setError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="avatar-card">
      {preview ? (
        <img src={preview} alt={t('profile.avatar.preview')} className="size-24 shrink-0 rounded-full object-cover ring-2 ring-primary-100" data-testid="avatar-preview" />
      ) : (
        <ProfileAvatar profile={profile} size="lg" />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-gray-900">
          {t('profile.avatar.title')}
        </h3>
        <p className="text-xs text-gray-600">{t('profile.avatar.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600 hover:bg-gray-50"
          >
            {t('profile.avatar.choose')}
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED}
              className="sr-only"
              onChange={choose}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              data-testid="avatar-input"
            />
          </label>
          {file && (
            <Button type="button" loading={upload.isPending} onClick={() => upload.mutate(file)} data-testid="avatar-upload">
              {t('profile.avatar.upload')}
            </Button>
          )}
          {profile.avatarUrl && !file && (
            <Button type="button" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="avatar-remove">
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600" data-testid="avatar-error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
