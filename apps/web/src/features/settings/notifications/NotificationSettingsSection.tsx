import { type EmailNotificationToggle, type InAppNotificationToggle, type NotificationSettings, type NotificationSettingsPatch } from '@publia/shared';
import { BellRing, Info, Mail } from 'lucide-react';
import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import notificationMessages from '../../../locales/fr-pages/notificationSettings.json';
import { ReadError } from '../../../ui/QueryState.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { FrequencySelect } from './FrequencySelect.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from './queries.ts';
import { SettingToggle } from './SettingToggle.tsx';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// The tab's words (and its title, under `settings`) join the catalogue with this chunk.
addPageMessages('notificationSettings', notificationMessages);
addPageMessages('settings', settingsMessages);

const EMAIL_TOGGLES: readonly EmailNotificationToggle[] = ['weeklySummary', 'commentsReceived', 'contentPublished'];
const IN_APP_TOGGLES: readonly InAppNotificationToggle[] = ['performanceAlerts', 'sectorTrends', 'teamInteractions'];

function SettingsCards({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveNotificationSettings();
  // Each change is saved at once, on its own: two quick flips are two requests, each with its toast.
  const change = (patch: NotificationSettingsPatch) =>
    save.mutate(patch, { onSuccess: () => toast.success(t('notificationSettings.saved')), onError: (error) => toast.error(error.message) });
  return (
    <>
      <SectionCard icon={Mail} title={t('notificationSettings.email.title')} description={t('notificationSettings.email.description')} testId="notification-email">
        <ul className="divide-y divide-gray-100">
          {EMAIL_TOGGLES.map((toggle) => (
            <SettingToggle
              key={toggle}
              label={t(`notificationSettings.email.${toggle}.label`)}
              hint={t(`notificationSettings.email.${toggle}.hint`)}
              checked={settings.email[toggle]}
              onChange={(value) => change({ email: { [toggle]: value } })}
              testId={`notification-email-${toggle}`}
            />
          ))}
        </ul>
        <FrequencySelect value={settings.frequency} onChange={(frequency) => change({ frequency })} />
      </SectionCard>
      <SectionCard icon={BellRing} title={t('notificationSettings.inApp.title')} description={t('notificationSettings.inApp.description')} testId="notification-in-app">
        <ul className="divide-y divide-gray-100">
          {IN_APP_TOGGLES.map((toggle) => (
            <SettingToggle
              key={toggle}
              label={t(`notificationSettings.inApp.${toggle}.label`)}
              hint={t(`notificationSettings.inApp.${toggle}.hint`)}
              checked={settings.inApp[toggle]}
              onChange={(value) => change({ inApp: { [toggle]: value } })}
              testId={`notification-in-app-${toggle}`}
            />
          ))}
        </ul>
        <p className="flex items-start gap-2 rounded-lg bg-gray-50 px-3 py-2.5 text-sm leading-6 text-gray-700" data-testid="notification-essential">
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-gray-500" />
          <span>{t('notificationSettings.inApp.essential')}</span>
        </p>
      </SectionCard>
    </>
  );
}

/** Paramètres → Notifications: the e-mails and their frequency, the in-app notifications — each saved as soon as it changes. */
export function NotificationSettingsSection() {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <div className="flex flex-col gap-6" data-testid="notification-settings-section">
      <header>
        <h2 className="text-lg font-semibold text-gray-900">{t('settings.tabs.notifications')}</h2>
        <p className="mt-1 text-sm text-gray-600">{t('notificationSettings.intro')}</p>
      </header>
      {settings.isPending && <Skeleton className="h-96 w-full rounded-xl" />}
      {settings.isError && <ReadError message={settings.error.message} onRetry={() => void settings.refetch()} />}
      {settings.data && <SettingsCards settings={settings.data} />}
    </div>
  );
}
