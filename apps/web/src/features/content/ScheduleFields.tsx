import { zonedDateTimeStrings } from '@publia/shared';
import { useState } from 'react';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dayOf } from './days.ts';
import { defaultScheduleValues, readScheduleChoice } from './schedule-time.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/**
 * A date and a time picked on the user's wall clock (« Planifier », « Programmer le … » of an
 * approval request): `start` opens them on that instant, else on today and the next full hour.
 */
export function useScheduleChoice(start?: string | null) {
  const timeZone = useTimeZone();
  const [initial] = useState(() => (start ? zonedDateTimeStrings(new Date(start), timeZone) : defaultScheduleValues(new Date(), timeZone)));
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [error, setError] = useState<MessageKey | null>(null);
  const [today] = useState(() => dayOf(new Date(), timeZone));
  /** The chosen instant; null when the choice is empty or past (then said under the fields). */
  const read = (): Date | null => {
    const choice = readScheduleChoice(date, time, timeZone, new Date());
    setError(choice.error ?? null);
    return choice.at ?? null;
  };
  return { date, time, setDate, setTime, error, today, read };
}

export type ScheduleChoice = ReturnType<typeof useScheduleChoice>;

/** The two fields of a schedule choice, the date not before today, and what is wrong with it. */
export function ScheduleFields({ choice }: { choice: ScheduleChoice }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('publications.schedule.date')}
          type="date"
          name="date"
          min={choice.today}
          value={choice.date}
          onChange={(event) => choice.setDate(event.target.value)}
        />
        <TextField label={t('publications.schedule.time')} type="time" name="time" step={60} value={choice.time} onChange={(event) => choice.setTime(event.target.value)} />
      </div>
      {choice.error && (
        <Alert tone="error" data-testid="schedule-error">
          {t(choice.error)}
        </Alert>
      )}
    </>
  );
}
