import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../core/auth/service.ts';
import { parseScheduledFor, scheduledMessage } from './publish-content.ts';

const sessionIn = (timeZone: string | null) => ({ user: { timeZone } }) as unknown as SessionInfo;

/** Instants are read with their offset, whatever the server's TZ (the suite runs under several). */
describe('scheduledFor', () => {
  const now = new Date('2026-10-24T22:00:00Z');

  it('reads an instant with its offset as the same moment in UTC', () => {
    expect(parseScheduledFor('2026-10-25T02:30:00+02:00', now).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parseScheduledFor('2026-10-25T02:30:00+01:00', now).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseScheduledFor('2026-10-25T01:30:00Z', now).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('refuses missing, zone-less, unreadable and past values, each with its French message', () => {
    expect(() => parseScheduledFor(undefined, now)).toThrow('Veuillez sélectionner une date et une heure');
    expect(() => parseScheduledFor('2026-10-25T02:30:00', now)).toThrow('« 2026-10-25T02:30:00 »');
    expect(() => parseScheduledFor('2026-02-30T09:00:00+01:00', now)).toThrow('2026-02-30');
    expect(() => parseScheduledFor('2026-10-24T23:59:00+02:00', now)).toThrow("La date et l'heure de programmation doivent être dans le futur");
  });

  it('words the confirmation in the user\u2019s time zone, across the autumn change of time', () => {
    // 02:30 happens twice in Paris on 25 October 2026: once in summer time, once in winter time.
    expect(scheduledMessage(sessionIn('Europe/Paris'), new Date('2026-10-25T00:30:00Z'))).toBe('Publication programmée pour le 25/10/2026 à 02:30');
    expect(scheduledMessage(sessionIn('Europe/Paris'), new Date('2026-10-25T01:30:00Z'))).toBe('Publication programmée pour le 25/10/2026 à 02:30');
    expect(scheduledMessage(sessionIn('America/New_York'), new Date('2026-10-25T01:30:00Z'))).toBe('Publication programmée pour le 24/10/2026 à 21:30');
    expect(scheduledMessage(sessionIn(null), new Date('2026-07-01T07:00:00Z'))).toBe('Publication programmée pour le 01/07/2026 à 09:00');
  });
});
