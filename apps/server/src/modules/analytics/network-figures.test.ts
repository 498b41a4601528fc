import { describe, expect, it } from 'vitest';
import { unavailableFigures } from './network-figures.ts';

describe('ce que chaque réseau ne donne pas', () => {
  it('avant toute mesure, la liste de l’API de 2026 ; ensuite, ce qu’aucune publication mesurée ne porte', () => {
    // Facebook's client asks neither saves nor clicks.
    expect(unavailableFigures('facebook', undefined)).toEqual(['saves', 'clicks']);
    expect(unavailableFigures('twitter', { platform: 'twitter', posts: 0, impressions: 0, reach: 0, likes: 0, comments: 0, shares: 0, saves: 0, clicks: 0 })).toEqual([
      'reach',
      'clicks',
    ]);
    expect(unavailableFigures('instagram', { platform: 'instagram', posts: 4, impressions: 4, reach: 4, likes: 4, comments: 4, shares: 4, saves: 4, clicks: 1 })).toEqual([]);
  });
});
