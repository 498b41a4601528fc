import { describe, expect, it } from 'vitest';
import { contentItem, target } from '../../content/test-fixtures.ts';
import { entriesOf, groupByDay } from './calendar-entries.ts';

const at = (entries: ReturnType<typeof entriesOf>) => entries.map((entry) => [entry.at, entry.platforms, entry.queued]);

describe('calendar entries', () => {
  it('a post scheduled by hand stands once, at its time, on all its networks', () => {
    const item = contentItem({ status: 'scheduled', scheduledFor: '2026-11-24T08:00:00.000Z', platforms: ['instagram', 'linkedin'] });
    expect(at(entriesOf(item))).toEqual([['2026-11-24T08:00:00.000Z', ['instagram', 'linkedin'], false]]);
    expect(entriesOf(contentItem({ status: 'pending' }))).toEqual([]);
  });

  it('a queued post stands at each distinct time of its networks’ slots, cancelled targets aside', () => {
    const item = contentItem({
      status: 'scheduled',
      queuedAt: '2026-11-20T09:00:00.000Z',
      scheduledFor: '2026-11-24T08:00:00.000Z',
      platforms: ['instagram', 'facebook', 'linkedin', 'twitter'],
      targets: [
        target({ id: 'a', platform: 'instagram', status: 'queued', dueAt: '2026-11-24T08:00:00.000Z' }),
        target({ id: 'b', platform: 'facebook', status: 'queued', dueAt: '2026-11-24T08:00:00Z' }),
        target({ id: 'c', platform: 'linkedin', status: 'queued', dueAt: '2026-11-25T11:30:00.000Z' }),
        target({ id: 'd', platform: 'twitter', status: 'cancelled', dueAt: '2026-11-26T11:30:00.000Z' }),
      ],
    });
    expect(at(entriesOf(item))).toEqual([
      ['2026-11-24T08:00:00.000Z', ['instagram', 'facebook'], true],
      ['2026-11-25T11:30:00.000Z', ['linkedin'], true],
    ]);
  });

  it('groups the entries by the day they fall on in the user’s zone, in time order', () => {
    const late = contentItem({ id: 'late', status: 'scheduled', scheduledFor: '2026-11-22T23:30:00.000Z' });
    const early = contentItem({ id: 'early', status: 'scheduled', scheduledFor: '2026-11-22T21:00:00.000Z' });
    const paris = groupByDay([late, early], 'Europe/Paris');
    expect([...paris.keys()]).toEqual(['2026-11-22', '2026-11-23']);
    const newYork = groupByDay([late, early], 'America/New_York');
    expect(newYork.get('2026-11-22')?.map((entry) => entry.item.id)).toEqual(['early', 'late']);
  });
});
