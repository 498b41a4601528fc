import { frenchMessage } from '@publia/shared';
import { NetworkError } from '../../network-error.ts';
import { readOAuthError } from '../../oauth2.ts';
import type { TokenSet } from '../../types.ts';
import type { PreparedBlueskyOAuth } from './authorize.ts';
import { BLUESKY, blueskyError, type BlueskyOAuthContext } from './context.ts';
import { dpopPost, type DpopKey } from './dpop.ts';
import { readPrivateJwk } from './jws.ts';
import { fieldsOf, stringField, type JsonAnswer } from './oauth-http.ts';
import { packOAuthToken, requireOAuthSession, type BlueskyOAuthSession } from './session.ts';

interface ReadTokens {
  token: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string;
}

/**
 * A token answer, refused unless it is for the account asked for (`sub` is its DID: a server that
 * signed in someone else is not trusted), grants the `atproto` scope and binds the token to the
 * DPoP key.
 */
function readTokenAnswer(answer: JsonAnswer, did: string): ReadTokens {
  const refusal = readOAuthError(BLUESKY, answer);
  if (refusal) throw refusal;
  const fields = fieldsOf(answer);
  const token = answer.status === 200 ? stringField(fields, 'access_token') : null;
  if (!token) {
    throw new NetworkError(BLUESKY, answer.status >= 500 ? 'transient' : 'unknown', frenchMessage('network.missingField', { status: answer.status, field: 'access_token' }), {
      status: answer.status,
    });
  }
  const sub = stringField(fields, 'sub') ?? '';
  if (sub !== did) throw blueskyError('permission_missing', 'network.bluesky.accountMismatch', { sub: sub.slice(0, 100) || '?', did });
  const scope = stringField(fields, 'scope') ?? '';
  if (!scope.split(' ').includes('atproto')) throw blueskyError('permission_missing', 'network.bluesky.scopeMissing');
  if (stringField(fields, 'token_type')?.toLowerCase() !== 'dpop') throw blueskyError('permission_missing', 'network.bluesky.notDpopBound');
  const expiresIn = Number(fields.expires_in);
  return {
    token,
    refreshToken: stringField(fields, 'refresh_token'),
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    scope,
  };
}

/** The token set Publia stores: the session packed as the access token, the refresh token beside it. */
const tokenSetOf = (session: BlueskyOAuthSession, read: ReadTokens, previousRefresh: string | null): TokenSet => ({
  accessToken: packOAuthToken(session),
  refreshToken: read.refreshToken ?? previousRefresh,
  expiresAt: read.expiresAt,
  scope: read.scope,
});

export interface ExchangeInput {
  code: string;
  redirectUri: string;
  codeVerifier?: string | undefined;
  prepared?: Record<string, string> | undefined;
  /** The `iss` of the authorisation answer, when the callback has it: it must be the account's server. */
  issuer?: string | undefined;
}

export interface BlueskyConnection {
  /** To store as they are: `accessToken` is the packed session (`packOAuthToken`). */
  tokens: TokenSet;
  /** The session itself, to call the PDS at once (the profile): `dpopFetch` with its token and key. */
  session: BlueskyOAuthSession;
  did: string;
  handle: string | null;
  pds: string;
  dpopKey: DpopKey;
  /** The authorisation server's last DPoP nonce. */
  dpopNonce: string | null;
}

function preparedOf(prepared: Record<string, string> | undefined): { fields: PreparedBlueskyOAuth; key: DpopKey } {
  const fields = ['did', 'pds', 'issuer', 'tokenEndpoint', 'clientId', 'dpopKey'] as const;
  let key: DpopKey | null = null;
  try {
    key = prepared?.dpopKey ? readPrivateJwk(JSON.parse(prepared.dpopKey)) : null;
  } catch {
    key = null;
  }
  if (!prepared || !key || !fields.every((field) => prepared[field])) throw blueskyError('invalid_content', 'network.bluesky.sessionUnreadable');
  return { fields: prepared as PreparedBlueskyOAuth, key };
}

/**
 * The second half of a connection: the code and PKCE verifier exchanged for tokens at the server
 * found when preparing, with the connection's DPoP key. The tokens must be for the DID found then.
 */
export async function exchangeBlueskyCode(context: BlueskyOAuthContext, input: ExchangeInput): Promise<BlueskyConnection> {
  const { fields: prepared, key } = preparedOf(input.prepared);
  if (input.issuer !== undefined && input.issuer !== prepared.issuer) {
    throw blueskyError('permission_missing', 'network.bluesky.issuerMismatch', { iss: input.issuer.slice(0, 200), issuer: prepared.issuer });
  }
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: prepared.clientId,
  };
  if (input.codeVerifier) form.code_verifier = input.codeVerifier;
  const { answer, nonce } = await dpopPost(context, prepared.tokenEndpoint, form, key, prepared.dpopNonce || null);
  const read = readTokenAnswer(answer, prepared.did);
  const session: BlueskyOAuthSession = {
    token: read.token,
    dpopKey: key,
    did: prepared.did,
    pds: prepared.pds,
    issuer: prepared.issuer,
    tokenEndpoint: prepared.tokenEndpoint,
    revocationEndpoint: prepared.revocationEndpoint || null,
    clientId: prepared.clientId,
  };
  return {
    tokens: tokenSetOf(session, read, null),
    session,
    did: prepared.did,
    handle: prepared.handle || null,
    pds: prepared.pds,
    dpopKey: key,
    dpopNonce: nonce,
  };
}

/**
 * New tokens for a stored session (`accessToken` packed), with its DPoP key, at its authorisation
 * server. Refresh tokens are single use: two refreshes of one account at the same time would spend
 * the same token twice and the second would end the session, so the caller runs one at a time per
 * account (the accounts module does, `refreshAccount`). Without a refresh token, or when the
 * server refuses it (`invalid_grant`), only a new consent helps: `token_expired`.
 */
export async function refreshBlueskyOAuth(context: BlueskyOAuthContext, stored: TokenSet): Promise<TokenSet> {
  const session = requireOAuthSession(stored.accessToken);
  if (!stored.refreshToken) throw new NetworkError(BLUESKY, 'token_expired', frenchMessage('network.noRefreshToken'));
  const { answer } = await dpopPost(
    context,
    session.tokenEndpoint,
    { grant_type: 'refresh_token', refresh_token: stored.refreshToken, client_id: session.clientId },
    session.dpopKey,
    null,
  );
  const read = readTokenAnswer(answer, session.did);
  return tokenSetOf({ ...session, token: read.token }, read, stored.refreshToken);
}

/**
 * Ends the session at its authorisation server (best effort at disconnect): the refresh token is
 * revoked, or the access token when only it is at hand (`AccountCredentials`), and with it the session.
 */
export async function revokeBlueskyOAuth(context: BlueskyOAuthContext, stored: { accessToken: string; refreshToken?: string | null }): Promise<void> {
  const session = requireOAuthSession(stored.accessToken);
  if (!session.revocationEndpoint) return;
  const { answer } = await dpopPost(context, session.revocationEndpoint, { token: stored.refreshToken ?? session.token, client_id: session.clientId }, session.dpopKey, null);
  const refusal = readOAuthError(BLUESKY, answer);
  if (refusal) throw refusal;
}
