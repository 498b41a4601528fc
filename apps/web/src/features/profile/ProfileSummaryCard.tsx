import type { Profile, WorkspaceSummary } from '@publia/shared';
import { formatDate } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { ProfileAvatar } from '../../ui/ProfileAvatar.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';

/** Who the user is here: picture or initials, name, address, role, workspace, member since. */
export function ProfileSummaryCard({ profile, workspace }: { profile: Profile; workspace: WorkspaceSummary | undefined }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center" data-testid="profile-summary">
      <ProfileAvatar profile={profile} size="lg" />
      <div className="min-w-0">
        <h2 className="truncate text-xl font-bold text-gray-900" data-testid="profile-summary-name">
          {profile.name ?? profile.email}
        </h2>
        <p className="truncate text-sm text-gray-600" data-testid="profile-summary-email">
          {profile.email}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {workspace && (
            <>
              <Badge tone="primary" data-testid="profile-summary-role">
                {t(`roles.${workspace.role}`)}
              </Badge>
              <span>
                {t('profile.page.workspace')} : <span className="font-medium">{workspace.name}</span>
              </span>
            </>
          )}
        </div>
        <p className="mt-1 text-xs text-gray-600">{t('profile.page.memberSince', { date: formatDate(profile.createdAt, timeZone) })}</p>
      </div>
    </Card>
  );
}
