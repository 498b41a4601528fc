import { describe, expect, it } from 'vitest';
import { cleanDescription, joinList, keywordAsTopic, shorten, truncateAtWord } from './text.ts';

describe('cleanDescription', () => {
  it('trims, collapses spaces and new lines, capitalises each sentence and ends with a full stop', () => {
    expect(cleanDescription('  nouvelle   collection\n\nprintemps. livraison offerte  ')).toBe('Nouvelle collection printemps. Livraison offerte.');
  });

  it('keeps an ending mark that is already there and replaces a dangling comma', () => {
    expect(cleanDescription('prêts ?')).toBe('Prêts ?');
    expect(cleanDescription('à suivre…')).toBe('À suivre…');
    expect(cleanDescription('café, thé,')).toBe('Café, thé.');
  });

  it('leaves a brand written with a capital inside as it is', () => {
    expect(cleanDescription('iPhone 15 en stock')).toBe('iPhone 15 en stock.');
  });

  it('gives nothing for a blank description', () => {
    expect(cleanDescription(' \n\t ')).toBe('');
  });
});

describe('truncateAtWord', () => {
  it('leaves a text that fits as it is', () => {
    expect(truncateAtWord('Bonjour à tous', 14)).toBe('Bonjour à tous');
  });

  it('cuts at the last word boundary, without trailing punctuation, and adds an ellipsis', () => {
    const cut = truncateAtWord('Une collection pensée, cousue et livrée en France.', 30);
    expect(cut).toBe('Une collection pensée, cousue…');
    expect([...cut].length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word too long to leave whole, counting accents and emoji as one character', () => {
    const cut = truncateAtWord(`🎉${'é'.repeat(50)}`, 10);
    expect([...cut]).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('shorten', () => {
  const text = 'Livraison offerte dès samedi. Retrait possible en boutique, du mardi au dimanche.';

  it('keeps whole sentences when they fill at least half the room', () => {
    expect(shorten(text, 55)).toBe('Livraison offerte dès samedi.');
  });

  it('cuts at a word when the sentences that fit would leave most of the room empty', () => {
    expect(shorten(text, 25)).toBe('Livraison offerte dès…');
    expect(shorten(text, 70)).toBe('Livraison offerte dès samedi. Retrait possible en boutique, du mardi…');
  });

  it('leaves a text that fits as it is', () => {
    expect(shorten(text, 200)).toBe(text);
  });
});

describe('keywords in prose', () => {
  it('drops a leading # and trailing punctuation, and lists with "et"', () => {
    expect(keywordAsTopic('  #café   crème !')).toBe('café crème');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b et c');
    expect(joinList(['a'])).toBe('a');
  });
});
