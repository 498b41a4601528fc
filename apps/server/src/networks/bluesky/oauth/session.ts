import { blueskyError } from './context.ts';
import type { DpopKey } from './dpop.ts';
import { readPrivateJwk } from './jws.ts';

/**
 * An OAuth-connected account's session as Publia stores it. Its access token is useless without
 * the DPoP key it is bound to, and a refresh needs the authorisation server it came from, so the
 * whole session travels as the account's access token: packed as one JSON text, which the accounts
 * module encrypts at rest like any token (the refresh token is stored on its own, as usual).
 * An app-password session's token is a bare JWT: `unpackOAuthToken` tells the two apart.
 */
export interface BlueskyOAuthSession {
  /** The DPoP-bound access token, as the PDS takes it. */
  token: string;
  dpopKey: DpopKey;
  did: string;
  pds: string;
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint: string | null;
  /** The client id the session was granted to: a refresh must name the same. */
  clientId: string;
}

const KIND = 'atproto-oauth';

export const packOAuthToken = (session: BlueskyOAuthSession): string => JSON.stringify({ kind: KIND, ...session });

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The session packed in an account's access token; null for any other token (an app-password session's JWT). */
export function unpackOAuthToken(value: string): BlueskyOAuthSession | null {
  if (!value.startsWith('{')) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(value) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!parsed || parsed.kind !== KIND) return null;
  const dpopKey = readPrivateJwk(parsed.dpopKey);
  const fields = [parsed.token, parsed.did, parsed.pds, parsed.issuer, parsed.tokenEndpoint, parsed.clientId];
  if (!dpopKey || !fields.every(text)) throw blueskyError('token_expired', 'network.bluesky.sessionUnreadable');
  return {
    token: parsed.token as string,
    dpopKey,
    did: parsed.did as string,
    pds: parsed.pds as string,
    issuer: parsed.issuer as string,
    tokenEndpoint: parsed.tokenEndpoint as string,
    revocationEndpoint: text(parsed.revocationEndpoint) ? parsed.revocationEndpoint : null,
    clientId: parsed.clientId as string,
  };
}

/** `unpackOAuthToken` for a token that must be an OAuth session: anything else is `sessionUnreadable` (reconnect). */
export function requireOAuthSession(value: string): BlueskyOAuthSession {
  const session = unpackOAuthToken(value);
  if (!session) throw blueskyError('token_expired', 'network.bluesky.sessionUnreadable');
  return session;
}
