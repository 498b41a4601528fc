import { describe, expect, it } from 'vitest';
import { keywordHashtags, mergeHashtags, toHashtag } from './hashtags.ts';

describe('the hashtag rule: trimmed, NFC-composed, non-word characters removed, # in front', () => {
  it.each([
    ['  café de spécialité  ', '#cafédespécialité'],
    ['Noël 2024 !', '#Noël2024'],
    ["l'été à Saint-Étienne", '#létéàSaintÉtienne'],
    ['#promo', '#promo'],
    ['##double#dièse', '#doubledièse'],
    ['mots_liés', '#mots_liés'],
    ['Œuvre, ça, ï, ù', '#Œuvreçaïù'],
    ['e\u0301te\u0301', '#été'],
    ['tab\tet\nligne', '#tabetligne'],
  ])('%j gives %s', (keyword, hashtag) => {
    expect(toHashtag(keyword)).toBe(hashtag);
  });

  it.each(['', '   ', '!!!', '#', ' - / . '])('%j gives no hashtag', (keyword) => {
    expect(toHashtag(keyword)).toBeNull();
  });

  it('drops empties and duplicates whatever their case, keeping the first spelling and the order', () => {
    expect(keywordHashtags(['Café', 'Lyon', 'café', ' CAFÉ ', '', '?!', 'lyon!', 'Torréfaction'])).toEqual(['#Café', '#Lyon', '#Torréfaction']);
  });

  it('merges lists up to a maximum without duplicates', () => {
    expect(
      mergeHashtags(
        [
          ['#Info', '#lyon'],
          ['#info', '#ÀSavoir', '#Lyon', '#Actu'],
        ],
        3,
      ),
    ).toEqual(['#Info', '#lyon', '#ÀSavoir']);
  });
});
