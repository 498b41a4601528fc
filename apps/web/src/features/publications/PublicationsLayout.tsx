import { Outlet } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { LinkTabs } from '../../ui/Tabs.tsx';

/** /publications: its tabs (En attente, Planifiées, Conseils, Historique), then the tab's page. */
export function PublicationsLayout() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('publications.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('publications.intro')}</p>
      </header>
      <LinkTabs
        label={t('publications.tabs.label')}
        items={[
          { to: '/publications/pending', label: t('publications.tabs.pending'), testId: 'tab-pending' },
          { to: '/publications/scheduled', label: t('publications.tabs.scheduled'), testId: 'tab-scheduled' },
          { to: '/publications/advice', label: t('publications.tabs.advice'), testId: 'tab-advice' },
          { to: '/publications/history', label: t('publications.tabs.history'), testId: 'tab-history' },
        ]}
      />
      <Outlet />
    </div>
  );
}
