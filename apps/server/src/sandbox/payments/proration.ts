/** The share of a period's price for the seconds left of it, rounded to the cent. */
export function prorate(amount: number, period: { start: number; end: number }, now: number): number {
  const length = period.end - period.start;
  if (length <= 0) return 0;
  const left = Math.min(Math.max(period.end - now, 0), length);
  return Math.round((amount * left) / length);
}

/**
 * What a change of price at `now` bills at once: the unused time of the old price credited
 * (negative) and the time left at the new price charged, each prorated by the seconds left in the
 * current period. Their sum is the invoice: positive for an upgrade, negative for a downgrade (a
 * credit kept on the customer).
 */
export function planChangeAmounts(oldAmount: number, newAmount: number, period: { start: number; end: number }, now: number) {
  return { unused: -prorate(oldAmount, period, now), remaining: prorate(newAmount, period, now) };
}

/** VAT included in a total: total − round(total / (1 + rate/100)), in cents. */
export function includedTax(total: number, ratePercent: number): number {
  return total - Math.round(total / (1 + ratePercent / 100));
}
