import { randomBytes } from 'node:crypto';
import { LINK_LIMITS } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import { assertOutgoingUrl, PrivateAddressError } from '../../lib/outgoing/safe-fetch.ts';

/** Codes of the short links: letters and digits only, so a code can never be read as a path or a host. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const CODE_LENGTH = 8;
export const CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** A new random code (57^8 ≈ 1.1 × 10^14 of them: a guess finds no link). */
export function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  for (const byte of bytes) {
    // Bytes past the last whole round of the alphabet are skipped, so that each letter is as likely.
    if (byte >= CODE_ALPHABET.length * Math.floor(256 / CODE_ALPHABET.length)) continue;
    code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === CODE_LENGTH) return code;
  }
  return code + newCode().slice(code.length);
}

/**
 * The address a short link may lead to, as it will be stored: http(s) only (never `javascript:`,
 * `data:` or a file), no user name or password in it, and, unless ALLOW_PRIVATE_URLS, a host that
 * is or resolves to public addresses only — the rule of every call Publia makes outside. A name
 * that resolves to nothing now is accepted: the visitor's browser, not Publia, will ask for it.
 */
export async function checkedTarget(url: string, allowPrivate: boolean): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError(400, 'links.targetInvalid', { url }, 'url');
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password || url.length > LINK_LIMITS.urlMax) {
    throw new AppError(400, 'links.targetInvalid', { url }, 'url');
  }
  try {
    await assertOutgoingUrl(parsed.toString(), allowPrivate);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new AppError(400, 'links.targetPrivate', { url }, 'url');
    // Unresolvable now (no DNS, a name not yet registered): not an inside address.
  }
  return parsed.toString();
}
