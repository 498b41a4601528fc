import { LITTLE_TEXT_RESERVED } from '../../networks/linkedin/little-text.ts';

const RESERVED = new Set<string>(LITTLE_TEXT_RESERVED);

/**
 * What LinkedIn shows of a commentary in its "little" format: escaped characters as themselves,
 * and nothing from the first unescaped reserved character on — LinkedIn's silent truncation,
 * which the fake reproduces so that a missing escape shows in tests and on the demo post page.
 */
export function readLittleText(commentary: string): string {
  let shown = '';
  for (let i = 0; i < commentary.length; i++) {
    const char = commentary[i]!;
    if (char === '\\' && i + 1 < commentary.length && RESERVED.has(commentary[i + 1]!)) {
      shown += commentary[++i];
    } else if (RESERVED.has(char)) {
      return shown;
    } else {
      shown += char;
    }
  }
  return shown;
}
