import { describe, expect, it } from 'vitest';
import { countXText } from '@publia/shared';

describe('countXText (règle des 280 caractères pondérés de X)', () => {
  it('compte 1 par caractère latin, accents compris', () => {
    expect(countXText('Bonjour')).toBe(7);
    expect(countXText('Crème brûlée à emporter')).toBe(23);
  });

  it('normalise en NFC : un accent décomposé compte comme le caractère composé', () => {
    expect(countXText('e\u0301té')).toBe(countXText('été'));
  });

  it('compte 23 par lien, quelle que soit sa longueur, sans la ponctuation finale', () => {
    expect(countXText('https://exemple.fr')).toBe(23);
    expect(countXText('Voir https://exemple.fr/une/tres/longue/adresse/qui/depasse/vingt-trois?x=1.')).toBe(5 + 23 + 1);
    expect(countXText('www.publia.fr et publia.com')).toBe(23 + 4 + 23);
  });

  it('compte 2 par emoji, même composé (teint, famille), et 2 par idéogramme', () => {
    expect(countXText('👍')).toBe(2);
    expect(countXText('👍🏽')).toBe(2);
    expect(countXText('👨‍👩‍👧')).toBe(2);
    expect(countXText('🇫🇷')).toBe(2);
    expect(countXText('日本語')).toBe(6);
  });

  it('place la limite : 280 passent, 281 non', () => {
    expect(countXText('a'.repeat(280))).toBe(280);
    expect(countXText(`${'a'.repeat(279)}😀`)).toBe(281);
  });
});
