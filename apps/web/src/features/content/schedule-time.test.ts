import { describe, expect, it } from 'vitest';
import { defaultScheduleValues, readScheduleChoice } from './schedule-time.ts';

describe('schedule modal values', () => {
  const now = new Date('2026-11-22T13:20:00Z');

  it('defaults to today and the next full hour on the user’s wall clock', () => {
    expect(defaultScheduleValues(now, 'Europe/Paris')).toEqual({ date: '2026-11-22', time: '15:00' });
    expect(defaultScheduleValues(now, 'America/New_York')).toEqual({ date: '2026-11-22', time: '09:00' });
    expect(defaultScheduleValues(now, 'Asia/Kolkata')).toEqual({ date: '2026-11-22', time: '19:00' });
    // 23:40 in Paris: the next full hour is midnight, tomorrow.
    expect(defaultScheduleValues(new Date('2026-11-22T22:40:00Z'), 'Europe/Paris')).toEqual({ date: '2026-11-23', time: '00:00' });
  });

  it('refuses an empty date or time and a past minute; the next minute is taken', () => {
    expect(readScheduleChoice('', '15:00', 'Europe/Paris', now)).toEqual({ error: 'publications.schedule.required' });
    expect(readScheduleChoice('2026-11-22', '', 'Europe/Paris', now)).toEqual({ error: 'publications.schedule.required' });
    expect(readScheduleChoice('2026-11-22', '14:20', 'Europe/Paris', now)).toEqual({ error: 'publications.schedule.past' });
    expect(readScheduleChoice('2026-11-22', '14:21', 'Europe/Paris', now)).toEqual({ at: new Date('2026-11-22T13:21:00Z') });
  });

  it('reads the wall clock of the zone, across a daylight-saving change', () => {
    const before = new Date('2027-03-01T00:00:00Z');
    // Paris moves to summer time on 28 March 2027 at 02:00 (UTC+1 → UTC+2).
    expect(readScheduleChoice('2027-03-27', '10:00', 'Europe/Paris', before).at?.toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(readScheduleChoice('2027-03-28', '10:00', 'Europe/Paris', before).at?.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap, as clocks do.
    expect(readScheduleChoice('2027-03-28', '02:30', 'Europe/Paris', before).at?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });
});
