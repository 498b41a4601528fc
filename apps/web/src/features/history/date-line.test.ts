import { describe, expect, it } from 'vitest';
import { contentItem } from '../content/test-fixtures.ts';
import { dateLineOf } from './date-line.ts';

describe('history date line', () => {
  it('"Publié le" once published, "Programmé pour le" while scheduled, else "Créé le"', () => {
    const created = '2026-11-20T09:15:00.000Z';
    expect(dateLineOf(contentItem({ status: 'published', publishedAt: '2026-11-21T08:00:00.000Z' }))).toEqual({
      key: 'history.publishedOn',
      at: '2026-11-21T08:00:00.000Z',
    });
    expect(dateLineOf(contentItem({ status: 'scheduled', scheduledFor: '2026-11-25T08:00:00.000Z' }))).toEqual({
      key: 'history.scheduledFor',
      at: '2026-11-25T08:00:00.000Z',
    });
    expect(dateLineOf(contentItem({ status: 'pending' }))).toEqual({ key: 'history.createdOn', at: created });
    expect(dateLineOf(contentItem({ status: 'draft' }))).toEqual({ key: 'history.createdOn', at: created });
    // A failed scheduled post did not go out at its time: its creation is what is known for sure.
    expect(dateLineOf(contentItem({ status: 'failed', scheduledFor: '2026-11-25T08:00:00.000Z' }))).toEqual({ key: 'history.createdOn', at: created });
    // Published on one network out of two: it did go out.
    expect(dateLineOf(contentItem({ status: 'failed', publishedAt: '2026-11-21T08:00:00.000Z' })).key).toBe('history.publishedOn');
  });
});
