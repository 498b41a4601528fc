import { zonedParts, zonedTimeToUtc } from '@publia/shared';
import type { StoredSlot } from '../../db/schema/planning.ts';
import { timeOfMinute } from './queue-slots.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Further than this, a queue with slots always has a free one: a guard, never met with real slots. */
const HORIZON_DAYS = 3 * 366;

/** The minute an instant falls in: two posts of one network in the same minute take the same slot. */
export const minuteOf = (instant: Date | number): number => Math.floor(new Date(instant).getTime() / MINUTE_MS);

/**
 * The next `count` instants of the weekly `slots` strictly after `after`, read in `timeZone`
 * (a slot in a daylight-saving gap moves forward as clocks do), skipping minutes in `taken`.
 * Walks calendar days of the zone, so a slot keeps its wall-clock time across a DST change.
 */
export function freeInstants(slots: readonly StoredSlot[], timeZone: string, after: Date, count: number, taken: ReadonlySet<number>): Date[] {
  const found: Date[] = [];
  if (slots.length === 0 || count <= 0) return found;
  const byWeekday = new Map<number, StoredSlot[]>();
  for (const slot of slots) byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  for (const list of byWeekday.values()) list.sort((a, b) => a.minute - b.minute);
  const start = zonedParts(after, timeZone);
  // Calendar arithmetic on a UTC date stands for the zone's calendar day.
  const firstDay = Date.UTC(start.year, start.month - 1, start.day);
  for (let offset = 0; offset < HORIZON_DAYS && found.length < count; offset++) {
    const day = new Date(firstDay + offset * DAY_MS);
    const weekday = ((day.getUTCDay() + 6) % 7) + 1;
    const date = day.toISOString().slice(0, 10);
    for (const slot of byWeekday.get(weekday) ?? []) {
      const instant = zonedTimeToUtc(date, timeOfMinute(slot.minute), timeZone);
      if (!instant || instant.getTime() <= after.getTime() || taken.has(minuteOf(instant))) continue;
      found.push(instant);
      if (found.length === count) break;
    }
  }
  return found;
}

/** A queued item as the placement sees it on one network. */
export interface QueuedEntry {
  contentId: string;
  /** Its queued targets on this network (one per account), which share the slot. */
  targetIds: string[];
  dueAt: Date;
}

/**
 * One network's queue packed into its free slots: the items, in queue order, take the free
 * instants after `after` one each. Answers each item's new instant (an item with no slot left keeps
 * its time). Items due before `after` are about to go out and are not given to this function.
 */
export function packQueue(entries: readonly QueuedEntry[], slots: readonly StoredSlot[], timeZone: string, after: Date, taken: ReadonlySet<number>): Map<string, Date> {
  const instants = freeInstants(slots, timeZone, after, entries.length, taken);
  return new Map(entries.map((entry, index) => [entry.contentId, instants[index] ?? entry.dueAt]));
}
