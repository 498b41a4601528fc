import type { SandboxStore } from './context.ts';
import { issueTokens, redeemCode, redeemRefreshToken, type IssuedTokens, type RedeemFailure } from './oauth.ts';

export type GrantFailure = RedeemFailure | 'invalid_request' | 'unsupported_grant_type';

export interface GrantOptions {
  accessLifetimeSeconds: number;
  /** A new refresh token at each refresh (Pinterest, X), or the same one again (TikTok). */
  rotateRefreshToken: boolean;
}

/**
 * What a fake's token endpoint does whatever its dialect: the `authorization_code` grant (single
 * use code, redirect URI and PKCE checked) and the `refresh_token` grant. The fake then words the
 * outcome — or the failure, in RFC 6749 terms — the way its network does.
 */
export async function grantTokens(
  store: SandboxStore,
  network: string,
  form: Record<string, string | undefined>,
  options: GrantOptions,
): Promise<{ ok: true; userId: string; tokens: IssuedTokens } | { ok: false; reason: GrantFailure }> {
  if (form.grant_type === 'authorization_code') {
    if (!form.code || !form.redirect_uri) return { ok: false, reason: 'invalid_request' };
    const redeemed = await redeemCode(store, network, { code: form.code, redirectUri: form.redirect_uri, codeVerifier: form.code_verifier });
    if (!redeemed.ok) return redeemed;
    const tokens = await issueTokens(store, network, {
      userId: redeemed.userId,
      scope: redeemed.scope,
      lifetimeSeconds: options.accessLifetimeSeconds,
      withRefresh: true,
    });
    return { ok: true, userId: redeemed.userId, tokens };
  }
  if (form.grant_type === 'refresh_token') {
    if (!form.refresh_token) return { ok: false, reason: 'invalid_request' };
    const record = await redeemRefreshToken(store, network, form.refresh_token, options.rotateRefreshToken);
    if (!record) return { ok: false, reason: 'invalid_grant' };
    const tokens = await issueTokens(store, network, {
      userId: record.userId,
      scope: record.scope,
      lifetimeSeconds: options.accessLifetimeSeconds,
      withRefresh: options.rotateRefreshToken,
    });
    return { ok: true, userId: record.userId, tokens: { ...tokens, refreshToken: tokens.refreshToken ?? form.refresh_token } };
  }
  return { ok: false, reason: form.grant_type ? 'unsupported_grant_type' : 'invalid_request' };
}
