import { TextDecoder } from 'node:util';

/**
 * The text of a document's bytes. The encoding is, in order: a byte order mark, the XML prolog's
 * `encoding` (feeds are read by XML tools, which trust it over the server's header, and servers
 * often declare nothing or the wrong thing), the Content-Type's charset, else UTF-8. Bytes that are
 * not valid in the encoding named UTF-8 are read as windows-1252, the usual encoding of old French
 * sites that say nothing (and a superset of ISO-8859-1).
 */
export function decodeBody(body: Buffer, contentType?: string | null): string {
  const decoder = decoderFor(bomEncoding(body) ?? prologEncoding(body) ?? charsetOf(contentType));
  if (decoder && decoder.encoding === 'windows-1252') return decodeWindows1252(body);
  if (decoder && decoder.encoding !== 'utf-8') return decoder.decode(body);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

/** A decoder for an encoding's name; null for a name TextDecoder does not know (read as if none were named). */
function decoderFor(name: string | null): TextDecoder | null {
  if (!name) return null;
  try {
    return new TextDecoder(name);
  } catch {
    return null;
  }
}

/** windows-1252's characters at 0x80–0x9F (where ISO-8859-1 has control codes); the other bytes are ISO-8859-1's. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Node's TextDecoder reads windows-1252 (and ISO-8859-1, its WHATWG alias) as ISO-8859-1, which
 * turns the typographic apostrophe and quotes of French texts into control codes: done by hand.
 */
function decodeWindows1252(body: Buffer): string {
  return body.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

function bomEncoding(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

function prologEncoding(body: Buffer): string | null {
  const start = body.subarray(0, 200).toString('latin1');
  return /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(start)?.[1] ?? null;
}

export function charsetOf(contentType: string | null | undefined): string | null {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1] ?? null;
}
