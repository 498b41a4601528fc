/** Lower case without accents, so that « Génial » and « genial » are one word for the rules. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a normalised text: letters and digits; an apostrophe separates (« d’attente » is « d » and « attente »). */
export function wordsOf(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}]+/gu) ?? [];
}
