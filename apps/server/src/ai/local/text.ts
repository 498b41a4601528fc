const ENDING_PUNCTUATION = /[.!?…]$/u;
// A lower-case letter after a full stop, '!' or '?' (not after '…', which often goes on mid-sentence).
const SENTENCE_START = /(?<=[.!?]\s)\p{Ll}/gu;
const TRAILING_JOINERS = /[\s,;:.!?…—–-]+$/u;

/** Whitespace (new lines included) collapsed to single spaces, ends trimmed. */
export const collapseSpaces = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** The first letter in upper case, unless the word is written like a brand (iPhone, eBay). */
export function capitalize(text: string): string {
  if (!text || /^\p{Ll}\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** A description as a post shows it: spaces collapsed, each sentence capitalised, ending with punctuation. */
export function cleanDescription(description: string): string {
  const text = capitalize(collapseSpaces(description)).replace(SENTENCE_START, (start: string) => start.toLocaleUpperCase('fr'));
  if (!text) return '';
  return ENDING_PUNCTUATION.test(text) ? text : `${text.replace(/[,;:—–-]+$/u, '')}.`;
}

// Quotation marks around a keyword: the posts quote it themselves.
const LEADING_MARKS = /^[#«"“„\s]+/u;
const TRAILING_MARKS = /[»"”\s,;:.!?…—–-]+$/u;

/** A keyword as prose names it: spaces collapsed, without a leading '#', quotation marks around it or trailing punctuation. */
export const keywordAsTopic = (keyword: string) => collapseSpaces(keyword).replace(LEADING_MARKS, '').replace(TRAILING_MARKS, '');

/**
 * A keyword named in a sentence, set as a quoted topic (« soldes hiver »): its gender and number
 * are unknown, so nothing around it may agree with it, and the guillemets keep it from reading as
 * a bare noun. The spaces are the plain ones the generator uses before : ; ! ? and inside « ».
 */
export const quoteTopic = (topic: string) => `« ${topic} »`;

// Emoji and what joins or modifies them (skin tones, flags, keycaps, variation selectors).
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** Whether a text has an emoji. */
export const hasEmoji = (text: string) => /\p{Extended_Pictographic}/u.test(text);

/** A keyword as prose names it, without its emoji ('' when it was only emoji). */
export const keywordWithoutEmoji = (keyword: string) => keywordAsTopic(keyword.replace(PICTOGRAPHS, ' '));

/** How the posts name the keywords. */
export interface KeywordProse {
  /** The first keyword in a sentence: « croissant ». */
  topic: string;
  /** The first keyword as a heading (Pinterest's title): Croissant. */
  heading: string;
  /**
   * The keywords after a label and a colon: one is quoted (« croissant »); several are an
   * enumeration, which French writes without articles (chaussures de randonnée et été).
   */
  list: string;
  /** Whether there are several keywords (`list` then names more than `topic`). */
  several: boolean;
}

/** How the posts name keywords (as prose names them, at least one). */
export function keywordProse(keywords: readonly [string, ...string[]]): KeywordProse {
  const [first] = keywords;
  const several = keywords.length > 1;
  return { topic: quoteTopic(first), heading: capitalize(first), list: several ? joinList(keywords) : quoteTopic(first), several };
}

/** "a", "a et b", "a, b et c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/**
 * The text cut to at most `max` characters (code points), at a word boundary when one is close,
 * ending with "…" when cut.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 2) return '';
  let cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const endsOnWord = /\s/u.test(chars[max - 1]!);
  // A word boundary far back would waste most of the room: cut inside the word instead.
  if (!endsOnWord && space > cut.length * 0.6) cut = cut.slice(0, space);
  cut = cut.replace(TRAILING_JOINERS, '');
  return cut ? `${cut}…` : '';
}

/** Where the last sentence that ends within the first `max` characters ends, or 0. */
function lastSentenceEnd(chars: readonly string[], max: number): number {
  for (let end = Math.min(max, chars.length); end > 0; end--) {
    if (/[.!?]/u.test(chars[end - 1]!) && (end === chars.length || /\s/u.test(chars[end]!))) return end;
  }
  return 0;
}

/**
 * The text in at most `max` characters: whole sentences when they keep at least half the room
 * (no sentence left hanging), else cut at a word with "…".
 */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const end = lastSentenceEnd(chars, max);
  return end >= max / 2 ? chars.slice(0, end).join('') : truncateAtWord(text, max);
}

/** Sentences of a cleaned text, for paragraphs. */
export const splitSentences = (text: string) => text.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}«"])/u).filter(Boolean);

/** FNV-1a, 32 bits: the same text always gives the same number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks from lists deterministically: one seed per input, a salt per choice so choices differ.
 * Choices with the same salt and different offsets (one per network) take different items while
 * the list has enough of them, so the posts of one request do not repeat each other.
 */
export function picker(seed: number) {
  return <T>(list: readonly T[], salt: string, offset = 0): T => list[(hashText(`${seed}:${salt}`) + offset) % list.length]!;
}
export type Pick = ReturnType<typeof picker>;
