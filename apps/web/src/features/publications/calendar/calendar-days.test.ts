import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, monthWeeks, startOfDayInstant, startOfWeek, weekDays } from './calendar-days.ts';

const hours = (day: string, zone: string) => ((startOfDayInstant(addDays(day, 1), zone)?.getTime() ?? 0) - (startOfDayInstant(day, zone)?.getTime() ?? 0)) / 3_600_000;

describe('calendar days', () => {
  it('counts days on the calendar, across month ends and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('weeks start on Monday; a month grid covers whole weeks', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(weekDays('2026-11-18')).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    const weeks = monthWeeks('2026-11-10');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
  });

  it('puts an instant on the day it falls on in the zone', () => {
    const lateEvening = '2026-11-22T23:30:00Z';
    expect(dayOf(lateEvening, 'Europe/Paris')).toBe('2026-11-23');
    expect(dayOf(lateEvening, 'America/New_York')).toBe('2026-11-22');
    expect(dayOf(lateEvening, 'UTC')).toBe('2026-11-22');
  });

  it('knows a spring-forward day lasts 23 hours and a fall-back day 25', () => {
    expect(hours('2027-03-28', 'Europe/Paris')).toBe(23);
    expect(hours('2026-10-25', 'Europe/Paris')).toBe(25);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(hours('2026-11-22', 'Europe/Paris')).toBe(24);
    // A post at 00:30 on the night of the change is still on its day.
    expect(dayOf('2027-03-27T23:30:00Z', 'Europe/Paris')).toBe('2027-03-28');
  });
});
