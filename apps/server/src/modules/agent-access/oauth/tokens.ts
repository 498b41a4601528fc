import { createHash, timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../../core/auth/service.ts';

/** Prefixes that tell an agent's OAuth tokens from API keys (`pk_live_`) in an Authorization header. */
export const ACCESS_TOKEN_PREFIX = 'pat_';
export const REFRESH_TOKEN_PREFIX = 'prt_';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_DAYS = 60;
export const CODE_TTL_MS = 10 * 60_000;

/** A secret handed out once; only its SHA-256 is kept. */
export function newSecret(prefix = ''): { value: string; hash: string } {
  const value = `${prefix}${newToken()}`;
  return { value, hash: hashToken(value) };
}

export const hashSecret = (value: string): string => hashToken(value);

/** A code_verifier as PKCE defines it: 43 to 128 of the unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** A S256 challenge: the base64url SHA-256 of a verifier (43 characters). */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `verifier` is the one whose S256 challenge the authorization request carried. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The OAuth access token an Authorization header carries, or null when it carries something else (an API key…). */
export function accessTokenOfHeader(header: string | undefined): string | null {
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  return token?.startsWith(ACCESS_TOKEN_PREFIX) ? token : null;
}
