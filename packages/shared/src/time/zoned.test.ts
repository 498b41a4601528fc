import { describe, expect, it } from 'vitest';
import { isValidTimeZone, zonedDateTimeStrings, zonedTimeToUtc, zoneOffsetMinutes } from './zoned.ts';

describe('zoned time', () => {
  it('reads a Paris wall clock in winter and in summer', () => {
    expect(zonedTimeToUtc('2026-01-15', '09:00', 'Europe/Paris')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:00', 'America/New_York')?.toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward, and takes the first of a repeated hour', () => {
    // Paris springs forward on 29 March 2026 at 02:00 -> 03:00.
    expect(zonedTimeToUtc('2026-03-29', '02:30', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedDateTimeStrings(zonedTimeToUtc('2026-03-29', '02:30', 'Europe/Paris')!, 'Europe/Paris')).toEqual({
      date: '2026-03-29',
      time: '03:30',
    });
    // It falls back on 25 October 2026 at 03:00 -> 02:00: 02:30 happens twice.
    expect(zonedTimeToUtc('2026-10-25', '02:30', 'Europe/Paris')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives the offset on each side of a change', () => {
    expect(zoneOffsetMinutes(new Date('2026-10-24T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-10-26T12:00:00Z'), 'Europe/Paris')).toBe(60);
  });

  it('shows an instant as date and time inputs read it', () => {
    expect(zonedDateTimeStrings(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2027-01-01', time: '08:30' });
  });

  it('refuses unreadable input and unknown zones', () => {
    expect(zonedTimeToUtc('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-10', '25:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-10', '10:00', 'Mars/Olympus')).toBeNull();
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('nowhere')).toBe(false);
  });
});
