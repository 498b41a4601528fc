import { useId } from 'react';
import { Switch } from '../../../ui/Switch.tsx';

/** One toggle: its name, and in one line what it sends (the switch is named and described by them). */
export function SettingToggle({ label, hint, checked, onChange, testId }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void; testId: string }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-gray-900">
          {label}
        </p>
        <p id={hintId} className="mt-0.5 text-sm leading-6 text-gray-600">
          {hint}
        </p>
      </div>
      <Switch checked={checked} onChange={onChange} labelledBy={labelId} describedBy={hintId} testId={testId} />
    </li>
  );
}
