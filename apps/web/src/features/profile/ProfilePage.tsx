import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useProfile } from '../../lib/profile-api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import profileMessages from '../../locales/fr-pages/profile.json';
import { ReadError } from '../../ui/QueryState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSession } from '../auth/session.ts';
import { ConnectedAccountsCard } from './ConnectedAccountsCard.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { PlanSummaryCard } from './PlanSummaryCard.tsx';
import { ProfileSummaryCard } from './ProfileSummaryCard.tsx';

addPageMessages('profile', profileMessages);

/** /profile: who the user is, their personal information, the workspace's accounts and plan — all read from the server. */
export function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('profile.page.title'));
  const profile = useProfile();
  const workspace = useSession()?.workspace;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('profile.page.title')}</h1>
      {profile.isPending && <Skeleton className="h-40 w-full rounded-xl" />}
      {profile.isError && <ReadError message={t('profile.page.loadError')} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <>
          <ProfileSummaryCard profile={profile.data} workspace={workspace} />
          <div className="grid gap-6 lg:grid-cols-2">
            <PersonalInfoCard profile={profile.data} />
            <ConnectedAccountsCard />
          </div>
        </>
      )}
      <PlanSummaryCard />
    </div>
  );
}
