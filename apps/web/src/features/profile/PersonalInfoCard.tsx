import type { Profile } from '@publia/shared';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';

/** The personal information, read-only: it is edited in Paramètres → Profil. */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const t = useT();
  const rows: Array<[string, string | null, string]> = [
    [t('profile.firstName'), profile.firstName, 'first-name'],
    [t('profile.lastName'), profile.lastName, 'last-name'],
    [t('profile.email'), profile.email, 'email'],
    [t('profile.phone'), profile.phone, 'phone'],
  ];
  return (
    <Card className="p-6" data-testid="profile-personal">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('profile.page.personal')}</h2>
        <Link to="/settings?tab=profile" className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="profile-edit-link">
          <Pencil aria-hidden="true" className="size-4" />
          {t('profile.page.edit')}
        </Link>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value, id]) => (
          <div key={id}>
            <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{label}</dt>
            <dd className={value ? 'mt-1 text-sm text-gray-900' : 'mt-1 text-sm text-gray-600 italic'} data-testid={`profile-info-${id}`}>
              {value ?? t('profile.page.notSet')}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
