import { describe, expect, it } from 'vitest';
import { bestSlots, confidenceOf, paceOf } from './best-times.ts';

describe('meilleurs créneaux', () => {
  it('compte un créneau à partir de 3 publications : faible de 3 à 4, moyen de 5 à 9, élevé dès 10', () => {
    expect([2, 3, 4, 5, 9, 10, 40].map(confidenceOf)).toEqual([null, 'low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('classe par taux, puis par nombre de publications ; écarte les créneaux trop minces ou sans taux ; en garde trois', () => {
    const slots = bestSlots([
      { weekday: 2, hour: 9, posts: 10, rate: 0.1 },
      { weekday: 7, hour: 13, posts: 2, rate: 0.9 },
      { weekday: 6, hour: 11, posts: 3, rate: 0.2 },
      { weekday: 4, hour: 18, posts: 5, rate: 0.05 },
      { weekday: 1, hour: 8, posts: 12, rate: null },
      { weekday: 3, hour: 10, posts: 6, rate: 0.1 },
    ]);
    expect(slots).toEqual([
      { weekday: 6, hour: 11, posts: 3, rate: 0.2, confidence: 'low' },
      { weekday: 2, hour: 9, posts: 10, rate: 0.1, confidence: 'high' },
      { weekday: 3, hour: 10, posts: 6, rate: 0.1, confidence: 'medium' },
    ]);
    expect(bestSlots([{ weekday: 1, hour: 9, posts: 2, rate: 0.5 }])).toEqual([]);
  });

  it('compare le rythme réel au conseil, par semaine ou par jour', () => {
    const weekly = { min: 3, max: 5, per: 'week' as const };
    expect([paceOf(2.5, weekly), paceOf(3, weekly), paceOf(5, weekly), paceOf(5.5, weekly)]).toEqual(['below', 'within', 'within', 'above']);
    const daily = { min: 1, max: 3, per: 'day' as const };
    expect([paceOf(6, daily), paceOf(7, daily), paceOf(21, daily), paceOf(22, daily)]).toEqual(['below', 'within', 'within', 'above']);
    expect(paceOf(4, null)).toBeNull();
  });
});
