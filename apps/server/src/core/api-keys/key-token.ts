import { API_KEY_LIMITS } from '@publia/shared';
import { hashToken, newToken } from '../auth/service.ts';

/** `pk_live_` and 32 random bytes in base64url (43 characters), exactly as `newApiKey` makes them. */
const KEY_PATTERN = new RegExp(`^${API_KEY_LIMITS.prefix}[A-Za-z0-9_-]{43}$`);
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export interface NewApiKey {
  /** Shown once, never stored. */
  key: string;
  /** What the database keeps: the SHA-256 of the key. */
  keyHash: string;
  /** What the list shows: enough to recognise the key, not to use it. */
  prefix: string;
}

export function newApiKey(): NewApiKey {
  const key = `${API_KEY_LIMITS.prefix}${newToken()}`;
  return { key, keyHash: hashKey(key), prefix: `${key.slice(0, 12)}…` };
}

export const hashKey = (key: string): string => hashToken(key);

/**
 * The key an Authorization header carries: undefined when there is no such header, null when it is
 * not `Bearer` followed by a key as Publia makes them (a typo, a truncated copy, another service's token).
 */
export function keyOfHeader(header: string | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const key = BEARER.exec(header)?.[1];
  return key && KEY_PATTERN.test(key) ? key : null;
}

const LOOKS_LIKE_KEY = new RegExp(`^Bearer[ \\t]+${API_KEY_LIMITS.prefix}`, 'i');

/** Whether a request's Authorization header at least looks like one of our keys (to say where keys are accepted). */
export const looksLikeApiKey = (header: string | undefined): boolean => header !== undefined && LOOKS_LIKE_KEY.test(header);
