import { PRIVACY_TOGGLES, type PrivacySettings, type PrivacyToggle } from '@publia/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { useToast } from '../../../ui/toast/index.ts';
import { useSavePrivacy } from './queries.ts';

/** One toggle: its name, and what it does here in one line (the switch is named and described by them). */
function ToggleRow({ toggle, checked, onChange, disabled }: { toggle: PrivacyToggle; checked: boolean; onChange: (value: boolean) => void; disabled: boolean }) {
  const t = useT();
  const labelId = useId();
  const hintId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-gray-900">
          {t(`privacy.settings.${toggle}.label`)}
        </p>
        <p id={hintId} className="mt-0.5 text-sm leading-6 text-gray-600">
          {t(`privacy.settings.${toggle}.hint`)}
        </p>
      </div>
      <Switch checked={checked} onChange={onChange} labelledBy={labelId} describedBy={hintId} testId={`privacy-toggle-${toggle}`} disabled={disabled} />
    </li>
  );
}

/** The four toggles, each saved as soon as it is flipped (and put back if the server refuses). */
export function PrivacyToggles({ settings }: { settings: PrivacySettings }) {
  const t = useT();
  const toast = useToast();
  const save = useSavePrivacy();
  const change = (toggle: PrivacyToggle, value: boolean) =>
    save.mutate({ [toggle]: value }, { onSuccess: () => toast.success(t('privacy.settings.saved')), onError: (error) => toast.error(error.message) });
  return (
    <SectionCard icon={SlidersHorizontal} title={t('privacy.settings.title')} description={t('privacy.settings.description')} testId="privacy-settings">
      <ul className="divide-y divide-gray-100">
        {PRIVACY_TOGGLES.map((toggle) => (
          <ToggleRow key={toggle} toggle={toggle} checked={settings[toggle]} onChange={(value) => change(toggle, value)} disabled={save.isPending} />
        ))}
      </ul>
    </SectionCard>
  );
}
