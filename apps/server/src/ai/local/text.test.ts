import { describe, expect, it } from 'vitest';
import { cleanDescription, joinList, keywordAsTopic, keywordProse, keywordWithoutEmoji, picker, quoteTopic, shorten, truncateAtWord } from './text.ts';

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

  it('drops the quotation marks around a keyword: the posts quote it themselves', () => {
    expect(keywordAsTopic('« soldes hiver »')).toBe('soldes hiver');
    expect(keywordAsTopic('"croissant" !')).toBe('croissant');
    expect(keywordAsTopic("L'Oréal")).toBe("L'Oréal");
  });

  it('drops the emoji of a keyword where none may be', () => {
    expect(keywordWithoutEmoji('café ☕')).toBe('café');
    expect(keywordWithoutEmoji('Saint-Valentin 💝 👩🏽‍🍳')).toBe('Saint-Valentin');
    expect(keywordWithoutEmoji('☕')).toBe('');
  });

  it('quotes a single keyword, lists several without articles, and heads with the first', () => {
    expect(quoteTopic('croissant')).toBe('« croissant »');
    expect(keywordProse(['croissant'])).toEqual({ topic: '« croissant »', heading: 'Croissant', list: '« croissant »', several: false });
    expect(keywordProse(['les fraises', 'Plougastel'])).toEqual({
      topic: '« les fraises »',
      heading: 'Les fraises',
      list: 'les fraises et Plougastel',
      several: true,
    });
    expect(keywordProse(['iPhone 15']).heading).toBe('iPhone 15');
  });
});

describe('picker', () => {
  it('is deterministic, and offsets take different items of a long enough list', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    const pick = picker(42);
    expect(pick(list, 'opening')).toBe(picker(42)(list, 'opening'));
    expect(new Set([0, 1, 2, 3, 4, 5].map((offset) => pick(list, 'opening', offset))).size).toBe(6);
  });
});
