import { defaultTimeZone, isValidTimeZone } from '@publia/shared';
import { useId, useMemo, useState } from 'react';
import { formatTime } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { selectClasses } from '../../../ui/field-classes.ts';
import { PreferenceRow } from './PreferenceRow.tsx';

/** The select's value for "follow the browser". */
const AUTOMATIC = '';

/** Every zone this browser knows, with the current choice kept even if it is not among them. */
function zoneOptions(current: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? [...zones] : [...zones, 'UTC'];
  if (current && !all.includes(current) && isValidTimeZone(current)) all.push(current);
  return all.sort();
}

/** Fuseau horaire: the zone dates are shown and picked in; « Automatique » (null) follows the browser. */
export function TimeZoneControl({ value, onChange }: { value: string | null; onChange: (zone: string | null) => void }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const selectId = useId();
  const browserZone = defaultTimeZone();
  const zones = useMemo(() => zoneOptions(value), [value]);
  // The example reads the clock once: the time a page was opened at is example enough.
  const [openedAt] = useState(() => new Date());
  return (
    <PreferenceRow
      title={<label htmlFor={selectId}>{t('appearance.timeZoneLabel')}</label>}
      titleId={titleId}
      hint={`${t('appearance.timeZoneHint')} ${t('appearance.timeZoneExample', { time: formatTime(openedAt, value ?? browserZone) })}`}
      hintId={hintId}
      testId="time-zone"
    >
      <select
        id={selectId}
        data-testid="time-zone-select"
        aria-describedby={hintId}
        value={value ?? AUTOMATIC}
        onChange={(event) => onChange(event.target.value || null)}
        className={selectClasses('w-full sm:w-72')}
      >
        <option value={AUTOMATIC}>{t('appearance.timeZoneAutomatic', { zone: browserZone })}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </PreferenceRow>
  );
}
