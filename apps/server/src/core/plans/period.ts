/** A plan's period: usage counters run from `start` (included) to `end` (excluded, the renewal). */
export interface Period {
  start: Date;
  end: Date;
}

/**
 * `months` calendar months after `anchor`, at the same time of day (UTC), its day of the month
 * kept or, when the month is shorter, its last day (31 January + 1 month → 28 or 29 February), as
 * a monthly subscription renews.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

/**
 * The monthly period, counted from `anchor` (the start of any period of the cycle), that holds
 * `at`: the anchor's own period, or one as many months before or after it as needed. A
 * subscription whose renewal the provider has not told yet keeps counting by month.
 */
export function periodContaining(anchor: Date, at: Date): Period {
  let months = (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (at.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > at) months -= 1;
  if (addMonths(anchor, months + 1) <= at) months += 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/** The calendar month of `at`, in UTC: the period of a workspace without a subscription. */
export function calendarMonth(at: Date): Period {
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/**
 * The period of the cycle that holds `at`, knowing one period of it (`known`): that one when it
 * holds `at`, else a monthly period counted from its end (later) or its start (earlier). Exact for
 * the provider's current period, whatever its length; by month beyond it.
 */
export function periodAround(known: Period, at: Date): Period {
  if (at >= known.start && at < known.end) return known;
  return at >= known.end ? periodContaining(known.end, at) : periodContaining(known.start, at);
}
