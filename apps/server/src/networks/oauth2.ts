import type { Network } from '@publia/shared';
import { frenchMessage } from '@publia/shared';
import { kindOfStatus, type NetworkAnswer } from './http.ts';
import { NetworkError, type NetworkErrorKind } from './network-error.ts';
import type { TokenSet } from './types.ts';

/**
 * What every OAuth 2.0 network has in common at its token endpoint (RFC 6749): the token answer,
 * the `{error, error_description}` refusal and client authentication with HTTP Basic.
 */

/** RFC 6749 §2.3.1: id and secret are form-encoded before being joined and base64-encoded. */
export const basicClientAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
  scope?: unknown;
}

/**
 * The tokens of a token-endpoint answer. A network that keeps the refresh token unchanged may
 * leave it out of a refresh answer: the previous one is then kept.
 */
export function tokenSetOf(network: Network, answer: NetworkAnswer, previous?: TokenSet): TokenSet {
  const body = (answer.body ?? {}) as TokenAnswer;
  if (typeof body.access_token !== 'string' || !body.access_token) {
    throw new NetworkError(network, 'unknown', frenchMessage('network.missingField', { status: answer.status, field: 'access_token' }), {
      status: answer.status,
    });
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : (previous?.refreshToken ?? null),
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    scope: typeof body.scope === 'string' ? body.scope : (previous?.scope ?? null),
  };
}

const OAUTH_ERROR_KINDS: Record<string, NetworkErrorKind> = {
  // A spent, expired or revoked code or refresh token: only a new consent helps.
  invalid_grant: 'token_expired',
  invalid_token: 'token_expired',
  invalid_client: 'permission_missing',
  unauthorized_client: 'permission_missing',
  access_denied: 'permission_missing',
  invalid_scope: 'permission_missing',
  server_error: 'transient',
  temporarily_unavailable: 'transient',
};

/**
 * Reads an RFC 6749 §5.2 refusal. `invalid_request` means a malformed call, except for networks
 * (X) that answer it for a token they no longer know: they pass `invalidRequestKind`.
 */
export function readOAuthError(network: Network, answer: NetworkAnswer, invalidRequestKind: NetworkErrorKind = 'invalid_content'): NetworkError | null {
  const body = answer.body as { error?: unknown; error_description?: unknown } | null;
  if (answer.status < 400 || !body || typeof body !== 'object' || typeof body.error !== 'string') return null;
  const kind = body.error === 'invalid_request' ? invalidRequestKind : (OAUTH_ERROR_KINDS[body.error] ?? kindOfStatus(answer.status));
  const detail = typeof body.error_description === 'string' ? `${body.error} — ${body.error_description}` : body.error;
  return new NetworkError(network, kind, frenchMessage('network.refused', { status: answer.status, detail }), {
    status: answer.status,
    code: body.error,
  });
}

/** One call to a network's token endpoint with the grant's form fields. */
export type TokenRequest = (form: Record<string, string>) => Promise<NetworkAnswer>;

/** The authorization-code grant (RFC 6749 §4.1.3), with the PKCE verifier when there is one. */
export async function codeGrant(network: Network, requestToken: TokenRequest, input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<TokenSet> {
  const form: Record<string, string> = { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri };
  if (input.codeVerifier) form.code_verifier = input.codeVerifier;
  return tokenSetOf(network, await requestToken(form));
}

/** The refresh-token grant (RFC 6749 §6). Without a refresh token only a new consent helps: `token_expired`. */
export async function refreshGrant(network: Network, requestToken: TokenRequest, tokens: TokenSet): Promise<TokenSet> {
  if (!tokens.refreshToken) throw new NetworkError(network, 'token_expired', frenchMessage('network.noRefreshToken'));
  const answer = await requestToken({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
  return tokenSetOf(network, answer, tokens);
}
