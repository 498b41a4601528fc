/** Past this length a title is cut at a word boundary: the lists show about this much on a phone. */
export const DRAFT_TITLE_MAX = 60;

const URL = /\bhttps?:\/\/\S+/giu;
/** Emoji and what composes them (skin tones, joiners, variation selectors, keycaps, flags). */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu;
const EDGE_HASHTAGS = /^(?:#[\p{L}\p{N}_]+\s*)+|(?:\s*#[\p{L}\p{N}_]+)+$/gu;
const LEADING_CLUTTER = /^[\s\-–—•·*>:;,.!?]+/u;
const TRAILING_CLUTTER = /[\s\-–—•·*/:;,.]+$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Without links, emoji nor the # of hashtags, spaces collapsed, no dash or bullet around. */
function tidy(words: string): string {
  return words
    .replace(URL, ' ')
    .replace(EMOJI, ' ')
    .replace(/#(?=[\p{L}\p{N}])/gu, '')
    .replace(/\s+/g, ' ')
    .replace(LEADING_CLUTTER, '')
    .replace(TRAILING_CLUTTER, '');
}

/** At most `DRAFT_TITLE_MAX` characters, cut after a whole word and closed by an ellipsis. */
function shorten(title: string): string {
  if (title.length <= DRAFT_TITLE_MAX) return title;
  const room = title.slice(0, DRAFT_TITLE_MAX);
  const space = room.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const cut = space >= DRAFT_TITLE_MAX / 3 ? room.slice(0, space) : room.slice(0, DRAFT_TITLE_MAX - 1);
  return `${cut.replace(TRAILING_CLUTTER, '')}…`;
}

/** The first sentence of the text's first line that holds words, the hashtags around it left out. */
function firstSentence(text: string): string {
  for (const line of text.split('\n')) {
    const tidied = tidy(line.replace(URL, ' ').replace(EMOJI, ' ').trim().replace(EDGE_HASHTAGS, ''));
    if (!HAS_WORD.test(tidied)) continue;
    const end = /[.!?…](?=\s|$)/u.exec(tidied);
    // A sentence closed by ! or ? keeps it; a full stop or an ellipsis is dropped.
    return end ? tidy(tidied.slice(0, end.index + (/[!?]/.test(end[0]) ? 1 : 0))) : tidied;
  }
  return '';
}

const capitalised = (title: string) => title.charAt(0).toLocaleUpperCase('fr') + title.slice(1);

/**
 * The title a draft is given when the user writes none: its keywords (what the user said the post
 * is about, so that two posts on different subjects read differently in the lists), else the first
 * sentence of its text, without links, emoji or hashtag clutter and at most 60 characters. Null
 * when neither holds a word: the caller then falls back to the dated title « Contenu généré - {date} ».
 */
export function draftTitle({ keywords, text = '' }: { keywords: readonly string[]; text?: string }): string | null {
  const named = keywords.map(tidy).filter((keyword) => HAS_WORD.test(keyword));
  const title = named.length > 0 ? named.join(', ') : firstSentence(text);
  return title ? shorten(capitalised(title)) : null;
}
