// Anything that is not a letter (accented ones included, once NFC-composed), a digit or an
// underscore: the same word characters composePostText reads a hashtag with.
const NOT_WORD = /[^\p{L}\p{N}_]+/gu;

/**
 * The fallback hashtag rule, the same for every provider: trimmed, spaces and non-word characters
 * removed, '#' in front; an empty result is null. French accented letters are word characters.
 */
export function toHashtag(keyword: string): string | null {
  const word = keyword.normalize('NFC').trim().replace(NOT_WORD, '');
  return word ? `#${word}` : null;
}

/** Lists of hashtags merged in order, the first spelling of each kept (case-insensitively), at most `max`. */
export function mergeHashtags(lists: readonly (readonly string[])[], max = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const tag of lists.flat()) {
    const key = tag.toLocaleLowerCase('fr');
    if (seen.has(key) || merged.length >= max) continue;
    seen.add(key);
    merged.push(tag);
  }
  return merged;
}

/** The hashtags of keywords: `toHashtag`'s rule, empties dropped, duplicates (whatever their case) dropped. */
export function keywordHashtags(keywords: readonly string[]): string[] {
  return mergeHashtags([keywords.map(toHashtag).filter((tag): tag is string => tag !== null)]);
}
