/** Windows-1252's codes 0x80 to 0x9F (the rest is Latin-1); a gap stays as is. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const decode = (bytes: Buffer) => [...bytes].map((code) => (code >= 0x80 && code <= 0x9f ? WINDOWS_1252_HIGH[code - 0x80] : String.fromCharCode(code))).join('');

/**
 * The text drawn in an uncompressed PDF made by pdfkit with its standard fonts: each `[...] TJ`
 * holds a line's pieces as hex strings of Windows-1252 codes, separated by kerning numbers.
 */
export function textOfPdf(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push([...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => decode(Buffer.from(piece[1] ?? '', 'hex'))).join(''));
  }
  return lines.join('\n');
}
