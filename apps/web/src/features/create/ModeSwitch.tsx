import type { PublicationMode } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { TabList } from '../../ui/Tabs.tsx';

/** Manuelle / Automatique (Automatique by default): what happens once the user validates the texts. */
export function ModeSwitch({ value, onChange }: { value: PublicationMode; onChange: (mode: PublicationMode) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="create-mode-heading" className="flex flex-col gap-2">
      <h2 id="create-mode-heading" className="text-base font-semibold text-gray-900">
        {t('create.mode.heading')}
      </h2>
      <TabList
        label={t('create.mode.heading')}
        variant="pills"
        value={value}
        onChange={onChange}
        className="self-start"
        options={[
          { value: 'manuelle', label: t('create.mode.manual') },
          { value: 'automatique', label: t('create.mode.automatic') },
        ]}
      />
      <p className="text-xs text-gray-500">{t(value === 'manuelle' ? 'create.mode.manualHint' : 'create.mode.automaticHint')}</p>
    </section>
  );
}
