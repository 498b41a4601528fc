import { describe, expect, it } from 'vitest';
import { digestCutoff, lastMorning } from './digest-windows.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (date: Date) => date.toISOString();

describe('the digest windows', () => {
  it('hourly: the top of the current hour; immediate: everything up to now', () => {
    expect(iso(digestCutoff('hourly', at('2026-03-10T13:59:59.999Z'), 'Europe/Paris'))).toBe('2026-03-10T13:00:00.000Z');
    expect(iso(digestCutoff('hourly', at('2026-03-10T14:00:00.000Z'), 'Europe/Paris'))).toBe('2026-03-10T14:00:00.000Z');
    expect(digestCutoff('immediate', at('2026-03-10T14:00:00.000Z'), 'Europe/Paris').getTime()).toBeGreaterThan(at('2026-03-10T14:00:00.000Z'));
  });

  it('daily: the last 8:00 on the user’s wall clock, across the change to summer time', () => {
    expect(iso(digestCutoff('daily', at('2026-03-10T06:59:00Z'), 'Europe/Paris'))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(digestCutoff('daily', at('2026-03-10T07:00:00Z'), 'Europe/Paris'))).toBe('2026-03-10T07:00:00.000Z');
    // 29 March 2026: Paris moves to UTC+2 at 2:00, so its 8:00 is 06:00 UTC.
    expect(iso(lastMorning(at('2026-03-29T05:59:00Z'), 'Europe/Paris'))).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(lastMorning(at('2026-03-29T06:00:00Z'), 'Europe/Paris'))).toBe('2026-03-29T06:00:00.000Z');
    // New York is on summer time (UTC−4) since 8 March: its 8:00 is 12:00 UTC.
    expect(iso(digestCutoff('daily', at('2026-03-10T11:59:00Z'), 'America/New_York'))).toBe('2026-03-09T12:00:00.000Z');
    expect(iso(digestCutoff('daily', at('2026-03-10T12:00:00Z'), 'Asia/Tokyo'))).toBe('2026-03-09T23:00:00.000Z');
  });

  it('weekly: the last Monday at 8:00 on the user’s wall clock', () => {
    // Sunday 15 March, then Monday 16 March before and after 8:00 in Paris.
    expect(iso(digestCutoff('weekly', at('2026-03-15T20:00:00Z'), 'Europe/Paris'))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(digestCutoff('weekly', at('2026-03-16T06:59:00Z'), 'Europe/Paris'))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(digestCutoff('weekly', at('2026-03-16T07:00:00Z'), 'Europe/Paris'))).toBe('2026-03-16T07:00:00.000Z');
    // Already Monday morning in Tokyo while it is Sunday in Paris.
    expect(iso(digestCutoff('weekly', at('2026-03-15T23:30:00Z'), 'Asia/Tokyo'))).toBe('2026-03-15T23:00:00.000Z');
  });
});
