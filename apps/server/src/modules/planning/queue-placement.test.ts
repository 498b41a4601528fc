import { describe, expect, it } from 'vitest';
import { freeInstants, minuteOf, packQueue } from './queue-placement.ts';

const PARIS = 'Europe/Paris';
// Tuesday 24 November 2026, 12:00 in Paris (UTC+1).
const NOON = new Date('2026-11-24T11:00:00Z');
const slot = (weekday: number, time: string) => ({ weekday, minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) });
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('les prochains créneaux libres', () => {
  it('suivent la semaine dans le fuseau, après l’instant donné, sans ceux déjà pris', () => {
    const slots = [slot(2, '09:00'), slot(2, '18:30'), slot(4, '10:00')];
    expect(iso(freeInstants(slots, PARIS, NOON, 4, new Set()))).toEqual([
      '2026-11-24T17:30:00.000Z', // mardi 18:30 (9:00 est passé)
      '2026-11-26T09:00:00.000Z', // jeudi 10:00
      '2026-12-01T08:00:00.000Z', // mardi suivant 9:00
      '2026-12-01T17:30:00.000Z',
    ]);
    const taken = new Set([minuteOf(new Date('2026-11-26T09:00:00Z'))]);
    expect(iso(freeInstants(slots, PARIS, NOON, 2, taken))).toEqual(['2026-11-24T17:30:00.000Z', '2026-12-01T08:00:00.000Z']);
  });

  it('gardent l’heure du mur au changement d’heure, et un créneau dans le trou du printemps avance comme l’horloge', () => {
    // Sunday 29 March 2026: 02:00 → 03:00 in Paris.
    const saturday = new Date('2026-03-28T12:00:00Z');
    expect(iso(freeInstants([slot(7, '10:00'), slot(1, '10:00')], PARIS, saturday, 2, new Set()))).toEqual([
      '2026-03-29T08:00:00.000Z', // dimanche 10:00, déjà UTC+2
      '2026-03-30T08:00:00.000Z',
    ]);
    expect(iso(freeInstants([slot(7, '02:30')], PARIS, saturday, 1, new Set()))).toEqual(['2026-03-29T01:30:00.000Z']);
    // New York changes on another Sunday (8 March 2026): its slots follow its own clock.
    expect(iso(freeInstants([slot(1, '09:00')], 'America/New_York', new Date('2026-03-06T12:00:00Z'), 1, new Set()))).toEqual(['2026-03-09T13:00:00.000Z']);
  });

  it('ne donnent rien sans créneau', () => {
    expect(freeInstants([], PARIS, NOON, 3, new Set())).toEqual([]);
  });
});

describe('une file tassée dans ses créneaux', () => {
  it('donne à chaque publication, dans l’ordre, le créneau libre suivant : un trou se referme', () => {
    const slots = [slot(3, '10:00'), slot(5, '10:00')];
    const entries = ['a', 'c'].map((contentId) => ({ contentId, targetIds: [`${contentId}-1`], dueAt: new Date('2027-01-01T00:00:00Z') }));
    // "b" left the queue: "c" takes Friday, not the following Wednesday.
    const placed = packQueue(entries, slots, PARIS, NOON, new Set());
    expect(placed.get('a')?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(placed.get('c')?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });
});
