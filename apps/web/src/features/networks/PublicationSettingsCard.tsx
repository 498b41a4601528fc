import type { PublicationSettings } from '@publia/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePublicationSettings, useSavePublicationSetting, type PublicationSettingKey } from './queries.ts';

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

/** An on/off switch (role="switch"), labelled by the row's title and described by its hint. */
function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        checked ? 'bg-primary-600 hover:bg-primary-700' : 'bg-gray-200 hover:bg-gray-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow ring-1 ring-black/5 transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

function ToggleRow({
  toggle,
  settings,
  onChange,
}: {
  toggle: (typeof TOGGLES)[number];
  settings: PublicationSettings;
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
      />
    </li>
  );
}

/** "Paramètres de publication": the four workspace toggles, loaded from and saved to the server. */
export function PublicationSettingsCard() {
  const t = useT();
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
        <ul className="mt-2 divide-y divide-gray-100">
          {TOGGLES.map((toggle) => (
            <ToggleRow
              key={toggle.key}
              toggle={toggle}
              settings={settings.data}
              onChange={(key, value) => save.mutate({ key, value })}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
