import { describe, expect, it } from 'vitest';
import { collectWords, MAX_WORDS, realWord } from './ocr-words.ts';

// Words tesseract gave on frames of the test videos, with its confidence.
describe('the words read on frames', () => {
  it('keeps real words without the punctuation around them', () => {
    expect(realWord({ text: 'Bonjour', confidence: 96 })).toBe('Bonjour');
    expect(realWord({ text: '[promo],', confidence: 84 })).toBe('promo');
    expect(realWord({ text: "L'été", confidence: 92 })).toBe("L'été");
    expect(realWord({ text: 'ça;', confidence: 96 })).toBe('ça');
  });

  it('drops numbers, single letters and what tesseract is unsure of', () => {
    expect(realWord({ text: '00:00:02', confidence: 71 })).toBeNull();
    expect(realWord({ text: '160%', confidence: 95 })).toBeNull();
    expect(realWord({ text: 'a', confidence: 95 })).toBeNull();
    expect(realWord({ text: 'BA', confidence: 41 })).toBeNull();
    expect(realWord({ text: 'AN', confidence: 87 })).toBeNull();
    expect(realWord({ text: 'de', confidence: 94 })).toBe('de');
    expect(realWord({ text: '©', confidence: 90 })).toBeNull();
  });

  it('lists each word once, in order, whatever its case, up to the limit', () => {
    const frame = [
      { text: 'Bonjour', confidence: 93 },
      { text: 'Publia', confidence: 90 },
    ];
    expect(
      collectWords([
        frame,
        [
          { text: 'BONJOUR', confidence: 95 },
          { text: 'demain', confidence: 91 },
        ],
        frame,
      ]),
    ).toEqual(['Bonjour', 'Publia', 'demain']);
    const many = Array.from({ length: 100 }, (_, index) => ({ text: `mot${'x'.repeat(index)}`, confidence: 90 }));
    expect(collectWords([many])).toHaveLength(MAX_WORDS);
  });
});
