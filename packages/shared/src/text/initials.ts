const isLetter = (char: string) => /\p{L}/u.test(char);

/**
 * Two capitals for an avatar, from the first of `names` holding a letter (a name, then an e-mail
 * address or a handle): the first letter of its first two words, or its first two letters when it
 * has one word; « ? » when none holds a letter. An address counts without its domain, and its
 * dots, underscores and plus signs part words (jean.dupont → JD); a hyphen does not
 * (Jean-Pierre Dupont → JD). Only letters count: digits, emoji and punctuation are skipped.
 */
export function initialsOf(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const words = (name ?? '')
      .normalize('NFC')
      .replace(/(?<=\S)@[^@\s]*$/u, '')
      .split(/[\s._+@]+/u)
      .map((word) => Array.from(word).filter(isLetter))
      .filter((letters) => letters.length > 0);
    if (words.length === 0) continue;
    const letters = words.length >= 2 ? [words[0]![0], words[1]![0]] : words[0]!.slice(0, 2);
    return Array.from(letters.join('').toUpperCase()).slice(0, 2).join('');
  }
  return '?';
}
