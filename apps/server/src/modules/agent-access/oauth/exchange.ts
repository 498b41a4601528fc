import type { AppContext } from '../../../core/context/app-context.ts';
import { mcpResourceOf } from './metadata.ts';
import { OAuthError } from './oauth-error.ts';
import { findGrantWithClient, grantOfToken, insertTokens, markGrantRevoked, spendCode, spendRefreshToken } from './repository.ts';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_TTL_SECONDS, hashSecret, newSecret, pkceMatches, REFRESH_TOKEN_PREFIX, REFRESH_TOKEN_TTL_DAYS } from './tokens.ts';

const one = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function required(body: Record<string, unknown>, field: string): string {
  const value = one(body[field]);
  if (value === undefined) throw new OAuthError(400, 'invalid_request', 'agentOAuth.invalidRequest', { field });
  return value;
}

/** A `resource` sent with the token request must be the one the grant was made for. */
function checkResource(ctx: AppContext, body: Record<string, unknown>, grantResource: string): void {
  const asked = one(body.resource);
  if (asked !== undefined && asked !== grantResource) {
    throw new OAuthError(400, 'invalid_target', 'agentOAuth.wrongResource', { resource: asked.slice(0, 200), expected: mcpResourceOf(ctx) });
  }
}

/** A new access token (1 hour) and refresh token for the grant, as the token endpoint answers them. */
async function issueTokens(ctx: AppContext, grantId: string, scopes: string[]) {
  const now = ctx.clock.now();
  const access = newSecret(ACCESS_TOKEN_PREFIX);
  const refresh = newSecret(REFRESH_TOKEN_PREFIX);
  await insertTokens(ctx.db, [
    { tokenHash: access.hash, kind: 'access', grantId, expiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000) },
    { tokenHash: refresh.hash, kind: 'refresh', grantId, expiresAt: new Date(now + REFRESH_TOKEN_TTL_DAYS * 24 * 3600_000) },
  ]);
  return { access_token: access.value, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, refresh_token: refresh.value, scope: scopes.join(' ') };
}

/** authorization_code: the code (spent at once, whatever follows), from the client it was made for, at the same redirect URI, with the PKCE verifier. */
async function exchangeCode(ctx: AppContext, body: Record<string, unknown>) {
  const code = required(body, 'code');
  const clientId = required(body, 'client_id');
  const verifier = required(body, 'code_verifier');
  const redirectUri = required(body, 'redirect_uri');
  const spent = await spendCode(ctx.db, hashSecret(code), new Date(ctx.clock.now()));
  if (!spent || spent.clientId !== clientId || spent.grant.revokedAt !== null) throw new OAuthError(400, 'invalid_grant', 'agentOAuth.codeInvalid');
  if (spent.redirectUri !== redirectUri) throw new OAuthError(400, 'invalid_grant', 'agentOAuth.codeRedirectMismatch');
  if (!pkceMatches(verifier, spent.codeChallenge)) throw new OAuthError(400, 'invalid_grant', 'agentOAuth.pkceMismatch');
  checkResource(ctx, body, spent.grant.resource);
  return issueTokens(ctx, spent.grant.id, spent.grant.scopes);
}

/**
 * refresh_token: rotated — the token is spent and a new pair answered. A refresh token shown a
 * second time means someone else holds a copy: the grant is revoked, so neither copy works.
 */
async function refreshGrant(ctx: AppContext, body: Record<string, unknown>) {
  const token = required(body, 'refresh_token');
  const clientId = required(body, 'client_id');
  const now = new Date(ctx.clock.now());
  const spent = await spendRefreshToken(ctx.db, hashSecret(token), now);
  if (!spent) throw new OAuthError(400, 'invalid_grant', 'agentOAuth.refreshInvalid');
  if (spent.reused) {
    await markGrantRevoked(ctx.db, spent.grantId, now);
    throw new OAuthError(400, 'invalid_grant', 'agentOAuth.refreshReused');
  }
  const found = await findGrantWithClient(ctx.db, spent.grantId);
  if (!found || found.clientId !== clientId || found.grant.revokedAt !== null) throw new OAuthError(400, 'invalid_grant', 'agentOAuth.refreshInvalid');
  checkResource(ctx, body, found.grant.resource);
  return issueTokens(ctx, found.grant.id, found.grant.scopes);
}

/** The token endpoint: a code or a refresh token for a new access token; refusals are OAuth JSON errors in French. */
export async function tokenRequest(ctx: AppContext, body: unknown) {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const grantType = required(fields, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(ctx, fields);
  if (grantType === 'refresh_token') return refreshGrant(ctx, fields);
  throw new OAuthError(400, 'unsupported_grant_type', 'agentOAuth.unsupportedGrant', { grant: grantType.slice(0, 100) });
}

/** Token revocation: the token's grant stops working (an unknown token is no error, as revocation asks). */
export async function revokeToken(ctx: AppContext, body: unknown): Promise<void> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const token = required(fields, 'token');
  const grantId = await grantOfToken(ctx.db, hashSecret(token));
  if (grantId) await markGrantRevoked(ctx.db, grantId, new Date(ctx.clock.now()));
}
