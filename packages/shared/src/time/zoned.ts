/**
 * Wall-clock time in a named time zone <-> UTC instants, with nothing but Intl. Instants are
 * stored in UTC; the interface shows and picks them in the user's zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes to add to UTC to read the wall clock of `timeZone` at `instant` (Paris in winter: 60). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `YYYY-MM-DD` and `HH:mm` of `instant` in `timeZone`: the values of date and time inputs. */
export function zonedDateTimeStrings(instant: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` (`YYYY-MM-DD`) and `time`
 * (`HH:mm`). A time skipped by a daylight-saving change (02:30 on a spring-forward night) moves
 * forward by the gap, as clocks do; a repeated one takes its first occurrence. Null when unreadable.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isValidTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  // The offset before the wall time is the one a repeated hour's first occurrence has.
  const before = zoneOffsetMinutes(new Date(wall - 24 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + 24 * 3_600_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(wall - offset * 60_000);
    if (zoneOffsetMinutes(candidate, timeZone) === offset) return candidate;
  }
  // Inside a spring-forward gap: the clock jumps, so does the time.
  return new Date(wall - before * 60_000);
}

/** The browser's (or the process's) zone; UTC when unknown. */
export function defaultTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
