import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import { useProfile } from '../../../lib/profile-api.ts';
import profileMessages from '../../../locales/fr-pages/profile.json';
import { Card } from '../../../ui/Card.tsx';
import { ReadError } from '../../../ui/QueryState.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { AvatarCard } from './AvatarCard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

// The profile's words (shared with /profile) join the catalogue with this chunk.
addPageMessages('profile', profileMessages);

/** Paramètres → Profil: the picture, the names, address and phone, then the password. */
export function ProfileSection() {
  const t = useT();
  const profile = useProfile();
  if (profile.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (!profile.data) return <ReadError message={t('profile.page.loadError')} onRetry={() => void profile.refetch()} />;
  return (
    <div className="flex flex-col gap-6" data-testid="profile-section">
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-gray-900">{t('profile.title')}</h2>
        <p className="mt-1 text-sm text-gray-600">{t('profile.intro')}</p>
        <div className="mt-6 flex max-w-2xl flex-col gap-8">
          <AvatarCard profile={profile.data} />
          {/* Keyed by the saved values: a save or a change elsewhere starts the form afresh. */}
          <ProfileForm key={`${profile.data.firstName}|${profile.data.lastName}|${profile.data.phone}`} profile={profile.data} />
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-gray-900">{t('profile.password.title')}</h2>
        <p className="mt-1 mb-6 text-sm text-gray-600">{t('profile.password.intro')}</p>
        <PasswordForm />
      </Card>
    </div>
  );
}
