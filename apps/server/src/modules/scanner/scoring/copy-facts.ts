import { fra } from 'stopword';
import { KEYWORD_FIELDS, type VideoMeasurements } from '@publia/shared';

/** What the scanner proposes for /create: a title, a description and its three keyword fields. */
export interface SuggestedCopy {
  suggestedTitle: string;
  suggestedDescription: string;
  keywords: string[];
}

export const COPY_LIMITS = { titleMaxChars: 80, descriptionMaxChars: 500, keywordMaxChars: 60, keywords: KEYWORD_FIELDS } as const;

/** Under a tenth of the sound spoken, the video is told as a silent one. */
export const isSpoken = (m: VideoMeasurements): boolean => (m.speech?.ratio ?? 0) >= 0.1;

export type VideoShape = 'vertical' | 'square' | 'landscape';

export function shapeOf(m: VideoMeasurements): VideoShape {
  const ratio = m.video.aspectRatio;
  return ratio < 0.9 ? 'vertical' : ratio > 1.1 ? 'landscape' : 'square';
}

// The OCR reads logos, textures and edges as stray signs: a caption word is a word.
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const CAPTION_WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;
const VOWEL = /[aeiouyàâäéèêëîïôöùûüÿœæ]/iu;
const ONE_LETTER_WORDS = new Set(['à', 'a', 'y', 'ô']);

/** The words the OCR read that look like words, in their order. */
export function captionWords(words: readonly string[]): string[] {
  return words
    .map((word) => word.replace(EDGES, ''))
    .filter((word) => {
      if (!CAPTION_WORD.test(word)) return false;
      if (/^\p{N}+$/u.test(word)) return true;
      if (word.length === 1) return ONE_LETTER_WORDS.has(word.toLowerCase());
      return VOWEL.test(word);
    });
}

/** Words the library keeps that say nothing of what a video is about: numbers and the commonest adverbs. */
const VAGUE_WORDS = [
  'deux',
  'trois',
  'quatre',
  'cinq',
  'sept',
  'huit',
  'neuf',
  'onze',
  'douze',
  'vingt',
  'trente',
  'cent',
  'mille',
  'chez',
  'avant',
  'après',
  'juste',
  'plus',
  'moins',
  'très',
  'tout',
  'tous',
  'toute',
  'toutes',
  'comme',
  'aussi',
  'bien',
  'encore',
  'jamais',
  'toujours',
  'voici',
  'voilà',
  'faire',
  'fait',
  'être',
  'avoir',
];
const STOP_WORDS = new Set([...fra, ...VAGUE_WORDS]);
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/iu;
const KEYWORD = /^\p{L}[\p{L}-]*\p{L}$/u;
/** Shorter words are rarely what a video is about. */
const KEYWORD_MIN_LETTERS = 4;

/** Up to three keywords, in order of appearance: lower case, elisions removed, no French stop word, no number. */
export function keywordsFrom(words: readonly string[]): string[] {
  const keywords: string[] = [];
  for (const raw of words) {
    const word = raw.toLowerCase().replace(EDGES, '').replace(ELISION, '');
    if (word.length < KEYWORD_MIN_LETTERS || !KEYWORD.test(word) || STOP_WORDS.has(word) || keywords.includes(word)) continue;
    keywords.push(word.slice(0, COPY_LIMITS.keywordMaxChars));
    if (keywords.length === COPY_LIMITS.keywords) break;
  }
  return keywords;
}

/** A text cut at a word so that it holds in `max` characters (an ellipsis marks the cut). */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/u, '')}…`;
}
