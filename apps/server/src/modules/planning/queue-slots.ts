import { GENERAL_POSTING_WINDOWS, NETWORK_NAMES, QUEUE_LIMITS, type Network, type NetworkAdvice, type QueueSlot, type QueueSlotInput } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { StoredSlot } from '../../db/schema/planning.ts';

/** French day names, Monday first (ISO weekday − 1): the messages name the day of a bad slot. */
const DAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const TIME = /^(\d{1,2}):(\d{2})$/;

export const timeOfMinute = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const slotView = (slot: StoredSlot): QueueSlot => ({ weekday: slot.weekday, time: timeOfMinute(slot.minute) });

const byTime = (a: StoredSlot, b: StoredSlot) => a.weekday - b.weekday || a.minute - b.minute;

/**
 * Reads one network's slots as sent: each day 1–7, each time `HH:mm` within 00:00–23:59, at most
 * QUEUE_LIMITS.slotsPerNetworkMax, and no two of one day closer than QUEUE_LIMITS.minGapMinutes.
 * The first problem is a 400 naming the network, the day and the time.
 */
export function readSlots(network: Network, input: QueueSlotInput[]): StoredSlot[] {
  const name = NETWORK_NAMES[network];
  const field = `slots.${network}`;
  if (input.length > QUEUE_LIMITS.slotsPerNetworkMax) {
    throw new AppError(400, 'queue.tooManySlots', { network: name, count: input.length, max: QUEUE_LIMITS.slotsPerNetworkMax }, field);
  }
  const slots = input.map(({ weekday, time }) => {
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) throw new AppError(400, 'queue.slotDay', { network: name, value: String(weekday) }, field);
    const day = DAY_NAMES[weekday - 1]!;
    const parts = TIME.exec(time.trim());
    const hour = Number(parts?.[1]);
    const minute = Number(parts?.[2]);
    if (!parts || hour > 23 || minute > 59) throw new AppError(400, 'queue.slotTime', { network: name, day, value: time.slice(0, 16) }, field);
    return { weekday, minute: hour * 60 + minute };
  });
  const sorted = [...slots].sort(byTime);
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1]!, sorted[i]!];
    if (before.weekday === after.weekday && after.minute - before.minute < QUEUE_LIMITS.minGapMinutes) {
      throw new AppError(
        400,
        'queue.slotOverlap',
        { network: name, day: DAY_NAMES[after.weekday - 1]!, first: timeOfMinute(before.minute), second: timeOfMinute(after.minute), gap: QUEUE_LIMITS.minGapMinutes },
        field,
      );
    }
  }
  return sorted;
}

/**
 * The slots a network has until the workspace saves its own: its best slots from its own figures
 * when it has enough, else the start of each of the published studies' windows (none for Pinterest).
 */
export function suggestedSlots(advice: Pick<NetworkAdvice, 'network' | 'bestSlots'>): { source: 'own' | 'general'; slots: StoredSlot[] } {
  if (advice.bestSlots.length > 0) {
    return { source: 'own', slots: advice.bestSlots.map((slot) => ({ weekday: slot.weekday, minute: slot.hour * 60 })).sort(byTime) };
  }
  const slots = GENERAL_POSTING_WINDOWS[advice.network].flatMap((window) => window.days.map((weekday) => ({ weekday, minute: window.from * 60 })));
  return { source: 'general', slots: slots.sort(byTime) };
}
