import { describe, expect, it } from 'vitest';
import { addMonths } from './periods.ts';
import { includedTax, planChangeAmounts, prorate } from './proration.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('périodes et prorata', () => {
  it('une période est un mois civil depuis l’ancre, ramené au dernier jour d’un mois plus court', () => {
    expect(addMonths(at('2031-01-15T10:30:00Z'), 1)).toBe(at('2031-02-15T10:30:00Z'));
    expect(addMonths(at('2031-01-31T08:00:00Z'), 1)).toBe(at('2031-02-28T08:00:00Z'));
    expect(addMonths(at('2032-01-31T08:00:00Z'), 1)).toBe(at('2032-02-29T08:00:00Z'));
    // Counted from the anchor, a short month does not shorten the next ones.
    expect(addMonths(at('2031-01-31T08:00:00Z'), 2)).toBe(at('2031-03-31T08:00:00Z'));
    expect(addMonths(at('2031-12-31T23:59:59Z'), 2)).toBe(at('2032-02-29T23:59:59Z'));
  });

  it('au prorata des secondes restantes, arrondi au centime', () => {
    const january = { start: at('2031-01-01T00:00:00Z'), end: at('2031-02-01T00:00:00Z') };
    expect(prorate(2900, january, at('2031-01-11T00:00:00Z'))).toBe(1965);
    expect(prorate(2900, january, january.start)).toBe(2900);
    expect(prorate(2900, january, at('2031-03-01T00:00:00Z'))).toBe(0);
    expect(planChangeAmounts(2900, 7900, january, at('2031-01-11T00:00:00Z'))).toEqual({ unused: -1965, remaining: 5352 });
    expect(planChangeAmounts(7900, 2900, january, at('2031-01-21T00:00:00Z'))).toEqual({ unused: -2803, remaining: 1029 });
  });

  it('la TVA comprise dans un total', () => {
    expect(includedTax(2900, 20)).toBe(483);
    expect(includedTax(19900, 20)).toBe(3317);
    expect(includedTax(0, 20)).toBe(0);
    expect(includedTax(1000, 0)).toBe(0);
  });
});
