import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { readSlots, suggestedSlots } from './queue-slots.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('accepted');
};

describe('les créneaux envoyés', () => {
  it('sont lus, triés par jour et heure', () => {
    expect(
      readSlots('instagram', [
        { weekday: 3, time: '18:00' },
        { weekday: 1, time: '9:05' },
        { weekday: 3, time: '08:00' },
      ]),
    ).toEqual([
      { weekday: 1, minute: 545 },
      { weekday: 3, minute: 480 },
      { weekday: 3, minute: 1080 },
    ]);
  });

  it.each([
    ['un jour hors de 1–7', [{ weekday: 8, time: '10:00' }], 'Jour inconnu pour un créneau Instagram : « 8 »'],
    ['un jour non entier', [{ weekday: 1.5, time: '10:00' }], 'Jour inconnu pour un créneau Instagram : « 1.5 »'],
    ['24:00', [{ weekday: 2, time: '24:00' }], 'Heure invalide pour un créneau Instagram du mardi : « 24:00 »'],
    ['23:60', [{ weekday: 2, time: '23:60' }], 'Heure invalide pour un créneau Instagram du mardi : « 23:60 »'],
    ['une heure illisible', [{ weekday: 5, time: '9h' }], 'Heure invalide pour un créneau Instagram du vendredi : « 9h »'],
    [
      'deux créneaux à moins de 15 minutes',
      [
        { weekday: 4, time: '10:00' },
        { weekday: 4, time: '10:10' },
      ],
      'Deux créneaux Instagram du jeudi se chevauchent : 10:00 et 10:10',
    ],
    [
      'deux fois la même heure',
      [
        { weekday: 4, time: '10:00' },
        { weekday: 4, time: '10:00' },
      ],
      'se chevauchent : 10:00 et 10:00',
    ],
    [
      'trop de créneaux',
      Array.from({ length: 71 }, (_, i) => ({ weekday: (i % 7) + 1, time: `${String(Math.floor(i / 7)).padStart(2, '0')}:00` })),
      'Trop de créneaux pour Instagram : 71',
    ],
  ])('refusent %s avec un message qui le nomme', (_name, slots, message) => {
    const refused = refusal(() => readSlots('instagram', slots));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(message);
    expect(refused.field).toBe('slots.instagram');
  });
});

describe('les créneaux suggérés', () => {
  it('viennent des meilleurs créneaux du compte quand il en a', () => {
    const own = suggestedSlots({
      network: 'instagram',
      bestSlots: [
        { weekday: 5, hour: 18, posts: 6, rate: 0.1, confidence: 'medium' },
        { weekday: 2, hour: 9, posts: 10, rate: 0.2, confidence: 'high' },
      ],
    });
    expect(own).toEqual({
      source: 'own',
      slots: [
        { weekday: 2, minute: 540 },
        { weekday: 5, minute: 1080 },
      ],
    });
  });

  it('sinon des fenêtres des études, et rien pour Pinterest', () => {
    expect(suggestedSlots({ network: 'linkedin', bestSlots: [] })).toEqual({
      source: 'general',
      slots: [
        { weekday: 2, minute: 600 },
        { weekday: 3, minute: 600 },
      ],
    });
    expect(suggestedSlots({ network: 'pinterest', bestSlots: [] })).toEqual({ source: 'general', slots: [] });
  });
});
