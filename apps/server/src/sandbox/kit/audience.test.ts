import { describe, expect, it } from 'vitest';
import { followersAt, growth, postFigures } from './audience.ts';

const HOUR = 3_600_000;
const post = (id: string, network = 'instagram', createdAt = '2026-11-20T12:00:00.000Z', replies = 0) => ({
  id,
  network,
  createdAt,
  replies: Array.from({ length: replies }, (_, i) => ({ id: String(i), author: 'a', text: 't', createdAt, inReplyTo: null })),
});
const at = (base: string, hours: number) => Date.parse(base) + hours * HOUR;
/** The impressions of 100 Facebook posts published at this UTC hour, 100 hours later. */
const total = (hour: string) =>
  Array.from({ length: 100 }, (_, i) => postFigures(post(`h${i}`, 'facebook', `2026-11-20T${hour}:00:00.000Z`), at(`2026-11-20T${hour}:00:00.000Z`, 100)).impressions).reduce(
    (a, b) => a + b,
    0,
  );

describe('audience des bacs à sable : la courbe', () => {
  it('croît vite d’abord puis s’aplatit sur des jours, sans jamais baisser', () => {
    const points = [0, 1, 3, 6, 12, 24, 72, 168, 720].map(growth);
    expect(points.every((value, i) => i === 0 || value > points[i - 1]!)).toBe(true);
    expect(growth(24)).toBeGreaterThan(0.6);
    expect(growth(720)).toBeGreaterThan(0.99);
    expect(growth(-5)).toBe(0);
  });

  it('donne les mêmes chiffres pour le même post au même instant, d’autres pour un autre post', () => {
    const later = at('2026-11-20T12:00:00.000Z', 48);
    expect(postFigures(post('17800000000000001'), later)).toEqual(postFigures(post('17800000000000001'), later));
    expect(postFigures(post('17800000000000002'), later)).not.toEqual(postFigures(post('17800000000000001'), later));
  });

  it('tient impressions ≥ portée ≥ interactions, et jamais moins de commentaires que de réponses', () => {
    for (const network of ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest']) {
      for (const hours of [0, 1, 24, 500]) {
        const figures = postFigures(post(`${network}-42`, network, undefined, 3), at('2026-11-20T12:00:00.000Z', hours));
        const interactions = figures.likes + figures.comments + figures.shares + figures.saves;
        expect(figures.impressions).toBeGreaterThanOrEqual(figures.reach);
        expect(figures.reach).toBeGreaterThanOrEqual(interactions);
        expect(figures.impressions).toBeGreaterThanOrEqual(figures.clicks);
        expect(figures.comments).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('des ordres de grandeur crédibles : des centaines à des milliers de vues, quelques % d’engagement', () => {
    const week = Array.from({ length: 200 }, (_, i) => postFigures(post(`p${i}`), at('2026-11-20T12:00:00.000Z', 168)));
    const impressions = week.map((figures) => figures.impressions).sort((a, b) => a - b);
    expect(impressions[100]!).toBeGreaterThan(300);
    expect(impressions[100]!).toBeLessThan(5_000);
    const rate = week.reduce((sum, f) => sum + f.likes + f.comments + f.shares + f.saves, 0) / week.reduce((sum, f) => sum + f.impressions, 0);
    expect(rate).toBeGreaterThan(0.02);
    expect(rate).toBeLessThan(0.15);
  });

  it('une heure de soirée fait mieux en moyenne qu’une heure de nuit', () => {
    expect(total('18')).toBeGreaterThan(total('03') * 2);
  });

  it('les abonnés d’un compte augmentent avec le temps et un peu avec chaque post', () => {
    const account = { id: '123456', network: 'instagram', base: 800 };
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    expect(followersAt(account, [], now + 30 * 24 * HOUR)).toBeGreaterThan(followersAt(account, [], now));
    expect(followersAt(account, [post('1'), post('2')], now)).toBeGreaterThan(followersAt(account, [], now));
    expect(followersAt(account, [], now)).toBe(followersAt(account, [], now));
  });
});
