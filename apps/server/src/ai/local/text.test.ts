import { describe, expect, it } from 'vitest';
import { cleanDescription, joinList, keywordAsTopic, truncateAtWord } from './text.ts';

describe('cleanDescription', () => {
  it('trims, collapses spaces and new lines, capitalises each sentence and ends with a full stop', () => {
    expect(cleanDescription('  nouvelle   collection\n\nprintemps. livraison offerte  ')).toBe('Nouvelle collection printemps. Livraison offerte.');
  });

  it('keeps an ending mark that is already there and replaces a dangling comma', () => {
    expect(cleanDescription('prêts ?')).toBe('Prêts ?');
    expect(cleanDescription('à suivre…')).toBe('À suivre…');
    expect(cleanDescription('café, thé,')).toBe('Café, thé.');
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

describe('keywords in prose', () => {
  it('drops a leading # and trailing punctuation, and lists with "et"', () => {
    expect(keywordAsTopic('  #café   crème !')).toBe('café crème');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b et c');
    expect(joinList(['a'])).toBe('a');
  });
});
