import type { OcrWord } from './ocr.ts';

/** Below this, tesseract's words on a busy picture are mostly shapes taken for letters. */
const MIN_CONFIDENCE = 70;
/** Two letters are easily made of a picture's edges (« AN », « AY » on a test pattern): surer, then. */
const MIN_SHORT_CONFIDENCE = 90;
export const MAX_WORDS = 60;

/** A word as read, without the punctuation around it (« [promo], » → « promo »); null when it is no real word. */
export function realWord(word: OcrWord): string | null {
  if (word.confidence < MIN_CONFIDENCE) return null;
  const text = word.text.normalize('NFC').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  // Two letters at least, and mostly letters: « 00:00:02 » or « 160% » is a number, « e » is noise.
  if (letters < 2 || letters * 2 < text.length) return null;
  return letters > 2 || word.confidence >= MIN_SHORT_CONFIDENCE ? text : null;
}

/** The words of several frames, in order, each once (whatever its case), at most MAX_WORDS. */
export function collectWords(frames: readonly OcrWord[][]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of frames.flat()) {
    const text = realWord(word);
    if (!text || seen.has(text.toLocaleLowerCase('fr'))) continue;
    seen.add(text.toLocaleLowerCase('fr'));
    words.push(text);
    if (words.length >= MAX_WORDS) break;
  }
  return words;
}
