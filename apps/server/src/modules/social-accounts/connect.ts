import { createHash, randomBytes } from 'node:crypto';
import type { Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { enforceLimits } from '../../core/rate-limit/service.ts';
import { clientOf } from './access.ts';
import { ensureAccountSlotAhead } from './account-quota.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { insertAccount, insertOAuthState } from './repository.ts';

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Publia's callback page, at its one address (PUBLIC_URL or its default). */
export const callbackUrl = (ctx: AppContext, platform: Network) => `${ctx.config.publicUrl}/oauth/callback/${platform}`;

export interface StartedConnection {
  redirectUrl: string;
  accountId: string;
}

/**
 * Starts connecting a network account: a placeholder row (not connected, `@user_on_{platform}`)
 * and a server-side OAuth state — 32 random bytes of which only the SHA-256 is kept, single use,
 * 10 minutes, bound to the user and the workspace, with the PKCE verifier (encrypted) when the
 * network takes PKCE. Answers the network's authorisation address; the network sends the browser
 * back to `callbackUrl`.
 * A workspace whose plan's accounts are all taken is refused before (unless it may be a reconnection).
 */
export async function startConnection(ctx: AppContext, auth: SessionInfo, platform: Network): Promise<StartedConnection> {
  const client = clientOf(ctx, platform);
  await ensureAccountSlotAhead(ctx, auth.workspace.id, platform);
  await enforceLimits(ctx, [{ key: `accounts.connect:${auth.user.id}`, max: ACCOUNT_LIMITS.connectMax, windowSeconds: ACCOUNT_LIMITS.connectWindowSeconds }]);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = client.usesPkce ? randomBytes(32).toString('base64url') : null;
  const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : undefined;
  const redirectUri = callbackUrl(ctx, platform);
  const accountId = await ctx.db.transaction(async (tx) => {
    const placeholder = await insertAccount(tx, {
      workspaceId: auth.workspace.id,
      userId: auth.user.id,
      platform,
      username: `@user_on_${platform}`,
      isConnected: false,
    });
    await insertOAuthState(tx, {
      stateHash: hashState(state),
      workspaceId: auth.workspace.id,
      userId: auth.user.id,
      platform,
      accountId: placeholder.id,
      codeVerifierEnc: codeVerifier ? ctx.keyring.encrypt(codeVerifier) : null,
      redirectUri,
      lifetimeSeconds: ACCOUNT_LIMITS.oauthStateLifetimeSeconds,
    });
    return placeholder.id;
  });
  return { redirectUrl: client.authorizationUrl({ state, redirectUri, codeChallenge }), accountId };
}
