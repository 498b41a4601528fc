import { createHash, randomBytes } from 'node:crypto';
import { NETWORK_NAMES, type ConnectBody, type ConnectStart, type Network } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { enforceLimits } from '../../core/rate-limit/service.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import type { NetworkClient } from '../../networks/types.ts';
import { clientOf } from './access.ts';
import { ensureAccountSlotAhead } from './account-quota.ts';
import { keepConnection } from './callback.ts';
import { chosenForm, type ChosenForm } from './connect-fields.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { connectFailure } from './network-failure.ts';
import { insertAccount, insertOAuthState } from './repository.ts';
import { hashState } from './state-hash.ts';

/** Publia's callback page, at its one address (PUBLIC_URL or its default). */
export const callbackUrl = (ctx: AppContext, platform: Network) => `${ctx.config.publicUrl}/oauth/callback/${platform}`;

/**
 * Starts connecting a network account. A workspace whose plan's accounts are all taken is refused
 * before (unless it may be a reconnection), and so is a user past the connection rate limit.
 * - A `direct` connect form (an app password) connects at once: the account is answered, no address.
 * - Otherwise a placeholder row (not connected, `@user_on_{platform}`) and a server-side OAuth state
 *   — 32 random bytes of which only the SHA-256 is kept, single use, 10 minutes, bound to the user
 *   and the workspace, with the PKCE verifier and what a `redirect` form prepared (both encrypted).
 *   Answers the network's authorisation address; the network sends the browser back to `callbackUrl`.
 * Nothing is written when the network refuses what a form prepares (an unknown handle, a server
 * that is not of this network).
 */
export async function startConnection(ctx: AppContext, auth: SessionInfo, body: ConnectBody): Promise<ConnectStart> {
  const { platform } = body;
  const client = clientOf(ctx, platform);
  const form = chosenForm(platform, body);
  await ensureAccountSlotAhead(ctx, auth.workspace.id, platform);
  await enforceLimits(ctx, [{ key: `accounts.connect:${auth.user.id}`, max: ACCOUNT_LIMITS.connectMax, windowSeconds: ACCOUNT_LIMITS.connectWindowSeconds }]);
  if (form?.form.way === 'direct') {
    const account = await connectDirectly(ctx, auth, client, form);
    return { redirectUrl: null, accountId: account.id, account };
  }
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = client.usesPkce ? randomBytes(32).toString('base64url') : null;
  const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : undefined;
  const redirectUri = callbackUrl(ctx, platform);
  const { redirectUrl, prepared } = form
    ? await prepareRedirect(ctx, client, form, { state, redirectUri, codeChallenge })
    : { redirectUrl: client.authorizationUrl({ state, redirectUri, codeChallenge }), prepared: null };
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
      preparedEnc: prepared ? ctx.keyring.encrypt(JSON.stringify(prepared)) : null,
      redirectUri,
      lifetimeSeconds: ACCOUNT_LIMITS.oauthStateLifetimeSeconds,
    });
    return placeholder.id;
  });
  return { redirectUrl, accountId, account: null };
}

function formsOf(client: NetworkClient) {
  // The descriptor has forms that its client does not serve: this server cannot connect it.
  if (!client.connectForms) throw new AppError(503, 'accounts.networkUnavailable', { platform: NETWORK_NAMES[client.network] });
  return client.connectForms;
}

async function connectDirectly(ctx: AppContext, auth: SessionInfo, client: NetworkClient, form: ChosenForm) {
  const connect = formsOf(client).connectDirect;
  if (!connect) throw new AppError(400, 'accounts.connectFormUnknown', {}, 'form');
  const connection = await connect(form.id, form.fields).catch((error: unknown) => {
    throw isNetworkError(error) ? connectFailure(error, ctx.clock.now()) : error;
  });
  return keepConnection(ctx, auth, { workspaceId: auth.workspace.id, userId: auth.user.id, platform: client.network, accountId: null }, connection);
}

async function prepareRedirect(ctx: AppContext, client: NetworkClient, form: ChosenForm, input: { state: string; redirectUri: string; codeChallenge?: string }) {
  const prepare = formsOf(client).prepareRedirect;
  if (!prepare) throw new AppError(400, 'accounts.connectFormUnknown', {}, 'form');
  const { authorizationUrl, prepared } = await prepare(form.id, form.fields, input).catch((error: unknown) => {
    throw isNetworkError(error) ? connectFailure(error, ctx.clock.now()) : error;
  });
  return { redirectUrl: authorizationUrl, prepared };
}
