import { NOTIFICATION_FREQUENCIES, NOTIFICATION_MAIL_SCHEDULE, type NotificationFrequency } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { fieldClasses } from '../../../ui/field-classes.ts';

/** « Fréquence »: how the e-mails are grouped, with what the chosen one means. */
export function FrequencySelect({ value, onChange }: { value: NotificationFrequency; onChange: (value: NotificationFrequency) => void }) {
  const t = useT();
  const selectId = useId();
  const hintId = useId();
  const scopeId = useId();
  return (
    <div className="flex flex-col gap-1.5 border-t border-gray-100 pt-4">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
        {t('notificationSettings.frequency.label')}
      </label>
      <select
        id={selectId}
        data-testid="notification-frequency"
        aria-describedby={`${hintId} ${scopeId}`}
        value={value}
        onChange={(event) => onChange(event.target.value as NotificationFrequency)}
        className={fieldClasses('sm:max-w-sm')}
      >
        {NOTIFICATION_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`notificationSettings.frequency.${frequency}`)}
          </option>
        ))}
      </select>
      <p id={hintId} data-testid="notification-frequency-hint" className="text-sm leading-6 text-gray-600">
        {t(`notificationSettings.frequency.hint.${value}`, { hour: NOTIFICATION_MAIL_SCHEDULE.morningHour })}
      </p>
      <p id={scopeId} className="text-xs leading-5 text-gray-500">
        {t('notificationSettings.frequency.scope')}
      </p>
    </div>
  );
}
