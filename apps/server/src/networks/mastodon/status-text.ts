import { decodeHtmlEntities } from '../../lib/html-entities.ts';

/**
 * A status's text out of the HTML the instance gives (`content`): a paragraph break as a blank
 * line, a line break as a new line, a link as its text (the hidden parts of a shortened link
 * included, so the address is whole), every entity decoded.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(text.replace(/&nbsp;/g, ' ').replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))).trim();
}
