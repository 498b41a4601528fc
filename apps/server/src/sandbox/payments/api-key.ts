import { createHash, timingSafeEqual } from 'node:crypto';

/** The secret key of an `Authorization` header, as Stripe reads it: `Bearer <key>`, or `Basic` with the key as user name. */
export function apiKeyOf(header: string | undefined): string | null {
  const match = /^(Bearer|Basic)\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  if (match[1]!.toLowerCase() === 'bearer') return match[2]!;
  const user = Buffer.from(match[2]!, 'base64').toString('utf8').split(':')[0] ?? '';
  return user || null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (digests of equal length), so that the answer's delay tells nothing of the key. */
export const sameKey = (sent: string, expected: string) => timingSafeEqual(digest(sent), digest(expected));
