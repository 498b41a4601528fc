import { describe, expect, it } from 'vitest';
import { addMonths, calendarMonth, periodAround, periodContaining } from './period.ts';

const at = (iso: string) => new Date(iso);

describe('les périodes mensuelles', () => {
  it('gardent le jour du mois, ou le dernier quand le mois est plus court', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1)).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addMonths(at('2026-01-31T10:00:00Z'), 2)).toEqual(at('2026-03-31T10:00:00Z'));
    expect(addMonths(at('2026-03-15T10:00:00Z'), -3)).toEqual(at('2025-12-15T10:00:00Z'));
  });

  it('trouvent la période d’un instant, avant comme après celle connue', () => {
    const known = { start: at('2026-03-10T12:00:00Z'), end: at('2026-04-09T12:00:00Z') };
    expect(periodAround(known, at('2026-03-20T00:00:00Z'))).toEqual(known);
    expect(periodAround(known, at('2026-04-09T12:00:00Z'))).toEqual({ start: known.end, end: at('2026-05-09T12:00:00Z') });
    expect(periodAround(known, at('2026-06-01T00:00:00Z'))).toEqual({ start: at('2026-05-09T12:00:00Z'), end: at('2026-06-09T12:00:00Z') });
    expect(periodAround(known, at('2026-03-01T00:00:00Z'))).toEqual({ start: at('2026-02-10T12:00:00Z'), end: known.start });
    expect(periodContaining(at('2026-01-31T00:00:00Z'), at('2026-02-28T00:00:00Z'))).toEqual({ start: at('2026-02-28T00:00:00Z'), end: at('2026-03-31T00:00:00Z') });
  });

  it('sans abonnement : le mois civil en UTC', () => {
    expect(calendarMonth(at('2026-12-31T23:59:59Z'))).toEqual({ start: at('2026-12-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z') });
  });
});
