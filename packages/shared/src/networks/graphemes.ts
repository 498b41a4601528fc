// The graphemes of a text, for the networks that count them (X's emoji, a Mastodon instance's length, Bluesky's 300).

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** How many characters the segmenter reads at once: its iteration slows with the square of the text it walks. */
const SEGMENT_WINDOW = 2048;

/**
 * The text's graphemes, read a window at a time so that a long text costs its length, not its
 * square. A window's last grapheme may be cut by the window's end: it is read again at the start of
 * the next one. Each window starts on a boundary, where the rules need nothing of what precedes,
 * and ends between two code points, so that every boundary before its last grapheme is right.
 */
export function* graphemesOf(text: string): Generator<string> {
  const segmenter = new Intl.Segmenter('fr', { granularity: 'grapheme' });
  let start = 0;
  let window = SEGMENT_WINDOW;
  while (start < text.length) {
    let end = Math.min(text.length, start + window);
    // Never between the two halves of a code point: a boundary is only right when what follows it is whole.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    const segments = [...segmenter.segment(text.slice(start, end))].map(({ segment }) => segment);
    const whole = end === text.length ? segments : segments.slice(0, -1);
    if (whole.length === 0) {
      // One grapheme longer than the window (a letter under thousands of marks): a wider window.
      window *= 2;
      continue;
    }
    yield* whole;
    start += whole.reduce((length, segment) => length + segment.length, 0);
    window = SEGMENT_WINDOW;
  }
}

/** How many graphemes (what a reader sees as one character: an emoji family, a letter with its accent) the text holds. */
export function countGraphemes(text: string): number {
  let count = 0;
  const graphemes = graphemesOf(text);
  while (!graphemes.next().done) count += 1;
  return count;
}

/** The text's length in bytes of UTF-8 (a lone surrogate is written as U+FFFD, 3 bytes, as an encoder does). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
