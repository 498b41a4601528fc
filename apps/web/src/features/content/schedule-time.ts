import { zonedDateTimeStrings, zonedParts, zonedTimeToUtc } from '@publia/shared';
import { addPageMessages, type MessageKey } from '../../lib/i18n/index.ts';
import { addDays } from './days.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

const pad = (value: number) => String(value).padStart(2, '0');

/** The modal's defaults: today and the next full hour, on the user's wall clock. */
export function defaultScheduleValues(now: Date, timeZone: string): { date: string; time: string } {
  const { date } = zonedDateTimeStrings(now, timeZone);
  const { hour } = zonedParts(now, timeZone);
  return hour === 23 ? { date: addDays(date, 1), time: '00:00' } : { date, time: `${pad(hour + 1)}:00` };
}

/** The chosen instant, or the catalogue's message saying what is wrong with the choice. */
export function readScheduleChoice(date: string, time: string, timeZone: string, now: Date): { at: Date; error?: never } | { at?: never; error: MessageKey } {
  if (!date || !time) return { error: 'publications.schedule.required' };
  const at = zonedTimeToUtc(date, time, timeZone);
  if (!at) return { error: 'publications.schedule.required' };
  if (at.getTime() <= now.getTime()) return { error: 'publications.schedule.past' };
  return { at };
}
