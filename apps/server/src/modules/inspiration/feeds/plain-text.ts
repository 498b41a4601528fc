/**
 * Feed texts arrive as HTML, often escaped twice: what is shown and stored of them is plain text —
 * no tag, no entity, no control character (PostgreSQL refuses a NUL), one space between words.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  zwnj: '',
  zwj: '',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsaquo: '‹',
  rsaquo: '›',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
  bull: '•',
  deg: '°',
  times: '×',
  divide: '÷',
  euro: '€',
  pound: '£',
  cent: '¢',
  yen: '¥',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  szlig: 'ß',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  frac12: '½',
  frac14: '¼',
};

/** `é`, `Ç`, `ü`… — every Latin letter with an accent, composed instead of listed. */
const ACCENTS: Record<string, string> = { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', cedil: '\u0327', tilde: '\u0303', ring: '\u030a' };

function codePoint(value: number): string {
  if (!Number.isInteger(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}

function entity(match: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
  const named = NAMED[name];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|cedil|tilde|ring)$/.exec(name);
  return accented ? `${accented[1]}${ACCENTS[accented[2]!]}`.normalize('NFC') : match;
}

export const decodeEntities = (text: string): string => text.replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\d]{1,31});/g, entity);

/** One space between words, none at the ends, no control character (a tab or a line break counts as a space). */
export const collapse = (text: string): string =>
  text
    .replace(/\p{Cc}/gu, (control) => (/\s/.test(control) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Past this, an HTML text is not read further: a summary keeps 600 characters of it. */
const MAX_HTML = 100_000;

/**
 * The HTML without its comments, scripts and styles, in one pass; one left open runs to the end.
 * Every pattern here reads its input once, so that no feed can make the parsing slow.
 */
export function withoutBlocks(html: string): string {
  const parts: string[] = [];
  const openings = /<!--|<(script|style)\b/gi;
  let from = 0;
  for (let opening = openings.exec(html); opening; opening = openings.exec(html)) {
    parts.push(html.slice(from, opening.index));
    const closing = opening[1] ? new RegExp(`</${opening[1]}\\s*>`, 'gi') : /-->/g;
    closing.lastIndex = openings.lastIndex;
    if (!closing.exec(html)) return parts.join(' ');
    from = closing.lastIndex;
    openings.lastIndex = from;
  }
  parts.push(html.slice(from));
  return parts.join(' ');
}

/** The readable text of an HTML fragment. */
export function plainText(html: string): string {
  const text = withoutBlocks(html.slice(0, MAX_HTML))
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    // Tags only (a letter, `/` or `!` after `<`), so that "a < b" stays; a tag counts as a space.
    .replace(/<\/?[a-zA-Z!][^<>]*>/g, ' ');
  return collapse(decodeEntities(text));
}

/**
 * At most `max` characters (UTF-16 units, so also at most `max` in the database), cut at a word
 * where one is near, with « … » saying that it was cut; a surrogate pair is never split.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
