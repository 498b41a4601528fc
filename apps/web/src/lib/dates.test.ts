import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime, formatTime, resolveTimeZone } from './dates.ts';

/** Intl writes narrow no-break spaces; compare what the user reads. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// The machine's own zone must change nothing once the user's zone is known: run under two.
describe.each(['America/Los_Angeles', 'Asia/Tokyo'])('with the machine in %s', (machineZone) => {
  it('follows the machine’s zone only when the user chose none (or an unknown one)', () => {
    process.env.TZ = machineZone;
    expect(resolveTimeZone(null)).toBe(machineZone);
    expect(resolveTimeZone('Not/AZone')).toBe(machineZone);
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it('reads instants in the user’s zone across the spring and autumn clock changes', () => {
    process.env.TZ = machineZone;
    // Paris, 29 March 2026: 02:00 becomes 03:00 (01:00 UTC).
    expect(plain(formatDateTime('2026-03-29T00:30:00Z', 'Europe/Paris'))).toBe('29 mars 2026 à 01:30');
    expect(plain(formatDateTime('2026-03-29T01:30:00Z', 'Europe/Paris'))).toBe('29 mars 2026 à 03:30');
    // Paris, 25 October 2026: 03:00 becomes 02:00 again (01:00 UTC); 02:30 happens twice.
    expect(formatTime('2026-10-25T00:30:00Z', 'Europe/Paris')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z', 'Europe/Paris')).toBe('02:30');
    // New York, 8 March 2026 (07:00 UTC): the same UTC hour a day apart reads an hour apart.
    expect(formatTime('2026-03-07T15:00:00Z', 'America/New_York')).toBe('10:00');
    expect(formatTime('2026-03-08T15:00:00Z', 'America/New_York')).toBe('11:00');
    // Late evening in UTC is already the next day in Tokyo.
    expect(plain(formatDate('2026-12-31T20:00:00Z', 'Asia/Tokyo'))).toBe('1 janvier 2027');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, in French, the way the bell shows it', () => {
    expect(plain(formatRelativeTime(ago(20_000), 'Europe/Paris', now))).toBe('maintenant');
    expect(plain(formatRelativeTime(ago(5 * 60_000), 'Europe/Paris', now))).toBe('il y a 5 min');
    expect(plain(formatRelativeTime(ago(2 * 3_600_000 + 10 * 60_000), 'Europe/Paris', now))).toBe('il y a 2 h');
    expect(plain(formatRelativeTime(ago(26 * 3_600_000), 'Europe/Paris', now))).toBe('hier');
    expect(plain(formatRelativeTime(ago(3 * 86_400_000), 'Europe/Paris', now))).toBe('il y a 3 j');
  });

  it('"hier" is the calendar day before today in the user’s zone, not "24 to 48 h ago"', () => {
    // 01:00 in Paris: 30 h back is 19:00 two days before, « avant-hier », not « hier ».
    const early = Date.parse('2026-11-22T00:00:00Z');
    expect(plain(formatRelativeTime(new Date(early - 30 * 3_600_000), 'Europe/Paris', early))).toBe('avant-hier');
    expect(plain(formatRelativeTime(new Date(early - 25 * 3_600_000), 'Europe/Paris', early))).toBe('hier');
    // The same instants from Tokyo (09:00): 30 h back is 03:00 the day before.
    expect(plain(formatRelativeTime(new Date(early - 30 * 3_600_000), 'Asia/Tokyo', early))).toBe('hier');
  });

  it('past a week, gives the date in the user’s zone; a clock a little ahead is « maintenant »', () => {
    expect(plain(formatRelativeTime('2026-11-01T23:30:00Z', 'Europe/Paris', now))).toBe('2 novembre 2026');
    expect(plain(formatRelativeTime('2026-11-01T23:30:00Z', 'America/New_York', now))).toBe('1 novembre 2026');
    expect(plain(formatRelativeTime(new Date(now + 3_000).toISOString(), 'UTC', now))).toBe('maintenant');
    expect(formatRelativeTime('pas une date', 'UTC', now)).toBe('');
  });
});
