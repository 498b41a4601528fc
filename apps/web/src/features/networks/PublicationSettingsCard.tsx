import type { PublicationSettings } from '@publia/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { addPageMessages, useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { useCan } from '../auth/use-can.ts';
import { usePublicationSettings, useSavePublicationSetting, type PublicationSettingKey } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

const TOGGLES: Array<{ key: PublicationSettingKey; label: MessageKey; hint: MessageKey }> = [
  { key: 'multiPlatform', label: 'networks.publication.multiPlatform', hint: 'networks.publication.multiPlatformHint' },
  { key: 'autoAdapt', label: 'networks.publication.autoAdapt', hint: 'networks.publication.autoAdaptHint' },
  {
    key: 'performanceNotifications',
    label: 'networks.publication.performanceNotifications',
    hint: 'networks.publication.performanceNotificationsHint',
  },
  { key: 'watermark', label: 'networks.publication.watermark', hint: 'networks.publication.watermarkHint' },
];

function ToggleRow({
  toggle,
  settings,
  disabled,
  onChange,
}: {
  toggle: (typeof TOGGLES)[number];
  settings: PublicationSettings;
  disabled: boolean;
  onChange: (key: PublicationSettingKey, value: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {t(toggle.label)}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-500">
          {t(toggle.hint)}
        </p>
      </div>
      <Switch
        checked={settings[toggle.key]}
        onChange={(value) => onChange(toggle.key, value)}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        testId={`publication-toggle-${toggle.key}`}
        disabled={disabled}
      />
    </li>
  );
}

/**
 * "Paramètres de publication": the four workspace toggles, loaded from and saved to the server. They
 * are the workspace's settings: another role than admin reads them, told why they do not move.
 */
export function PublicationSettingsCard() {
  const t = useT();
  const canEdit = useCan('edit_settings');
  const settings = usePublicationSettings();
  const save = useSavePublicationSetting();
  return (
    <Card data-testid="publication-settings" className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <SlidersHorizontal aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-gray-900">{t('networks.publication.title')}</h2>
          <p className="mt-0.5 text-sm text-gray-500">{t('networks.publication.intro')}</p>
        </div>
      </div>
      {settings.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : settings.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{settings.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void settings.refetch()}>
            {t('networks.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {!canEdit && (
            <p data-testid="publication-settings-admin-only" className="mt-4 text-sm text-gray-600">
              {t('networks.publication.adminOnly')}
            </p>
          )}
          <ul className="mt-2 divide-y divide-gray-100">
            {TOGGLES.map((toggle) => (
              <ToggleRow key={toggle.key} toggle={toggle} settings={settings.data} disabled={!canEdit} onChange={(key, value) => save.mutate({ key, value })} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
