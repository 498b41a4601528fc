import type { ContentItem, Network } from '@publia/shared';
import { dayOf, type DayKey } from './calendar-days.ts';

/** A post at one time of the calendar, with the networks it goes out on then. */
export interface CalendarEntry {
  item: ContentItem;
  /** The instant (ISO) it stands at. */
  at: string;
  platforms: Network[];
  /** Placed by the posting queue rather than by a date the user chose. */
  queued: boolean;
}

/**
 * Where a post stands in the calendar: a scheduled post at its time; a queued post at each distinct
 * time its networks' slots give it (each network of a queued post takes its own next free slot, so
 * Instagram may post it at 09:00 and LinkedIn at 12:30).
 */
export function entriesOf(item: ContentItem): CalendarEntry[] {
  if (!item.queuedAt) return item.scheduledFor ? [{ item, at: item.scheduledFor, platforms: item.platforms, queued: false }] : [];
  const byTime = new Map<number, { at: string; platforms: Network[] }>();
  for (const target of item.targets) {
    if (target.status === 'cancelled') continue;
    const time = new Date(target.dueAt).getTime();
    const entry = byTime.get(time) ?? { at: target.dueAt, platforms: [] };
    if (!entry.platforms.includes(target.platform)) entry.platforms.push(target.platform);
    byTime.set(time, entry);
  }
  if (byTime.size === 0 && item.scheduledFor) byTime.set(0, { at: item.scheduledFor, platforms: item.platforms });
  return [...byTime.values()].map(({ at, platforms }) => ({ item, at, platforms, queued: true }));
}

/** One key per post and time: a queued post may stand at several times of one day. */
export const entryKey = (entry: CalendarEntry): string => `${entry.item.id}@${entry.at}`;

/** The calendar's entries by the day they fall on in `timeZone`, each day's in time order. */
export function groupByDay(items: ContentItem[], timeZone: string): Map<DayKey, CalendarEntry[]> {
  const entries = items.flatMap(entriesOf).sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const byDay = new Map<DayKey, CalendarEntry[]>();
  for (const entry of entries) {
    const day = dayOf(entry.at, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return byDay;
}
