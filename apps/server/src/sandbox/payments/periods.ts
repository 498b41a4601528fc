/**
 * The end of the `months`-th month after `anchor` (unix seconds, UTC): the same day and time of the
 * month, or the month's last day when it has fewer days (31 January + 1 month = 28 or 29 February,
 * + 2 months = 31 March). Periods are counted from the subscription's anchor, not chained, so a
 * short month does not move the following ones.
 */
export function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}
