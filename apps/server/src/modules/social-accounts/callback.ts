import { apiMessagesFr, type OAuthCallbackBody, type SocialAccount } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { isNetworkError } from '../../networks/network-error.ts';
import type { Connection } from '../../networks/types.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { workspacePlan, type EffectivePlan } from '../../core/plans/service.ts';
import { ensureAccountSlot } from './account-quota.ts';
import { accountLabel } from './account-label.ts';
import { clientOf, isNetwork } from './access.ts';
import { hashState } from './state-hash.ts';
import { exchangeFailure } from './network-failure.ts';
import { consumeOAuthState, deleteAccount, findAccountByExternalId, upsertConnectedAccount, type AccountChanges, type AccountRow, type OAuthStateRow } from './repository.ts';
import { profileChanges, tokenChanges } from './tokens.ts';
import { toSocialAccount } from './view.ts';

/**
 * The network sent the browser back to /oauth/callback/{platform}; the page forwards what it got.
 * Every refusal (unknown platform, provider error, no code, bad state, failed exchange) leaves
 * the accounts as they were. The state is spent in the statement that checks it.
 */
export async function completeConnection(ctx: AppContext, auth: SessionInfo, platformParam: string, body: OAuthCallbackBody): Promise<SocialAccount> {
  if (!isNetwork(platformParam)) throw badRequest('accounts.platformMissing');
  const platform = platformParam;
  if (body.error) {
    throw badRequest('accounts.authError', {
      error: body.error,
      description: body.error_description || apiMessagesFr['accounts.unknownError'],
    });
  }
  if (!body.code) throw badRequest('accounts.codeMissing');
  const state = body.state
    ? await consumeOAuthState(ctx.db, {
        stateHash: hashState(body.state),
        workspaceId: auth.workspace.id,
        userId: auth.user.id,
        platform,
      })
    : null;
  if (!state) throw badRequest('accounts.invalidState');
  const client = clientOf(ctx, platform);

  let connection: Connection;
  try {
    connection = await client.exchangeCode({
      code: body.code,
      redirectUri: state.redirectUri,
      codeVerifier: state.codeVerifierEnc ? ctx.keyring.decrypt(state.codeVerifierEnc) : undefined,
      ...(state.preparedEnc ? { prepared: JSON.parse(ctx.keyring.decrypt(state.preparedEnc)) as Record<string, string> } : {}),
    });
  } catch (error) {
    if (isNetworkError(error)) throw exchangeFailure(error);
    throw error;
  }
  return keepConnection(ctx, auth, state, connection);
}

/** Whose connection it is: the user and workspace that started it, and its placeholder row if any. */
export type ConnectionOwner = Pick<OAuthStateRow, 'workspaceId' | 'userId' | 'platform' | 'accountId'>;

/** Keeps a completed connection (after the consent, or at once for an app password) and records it in the audit log. */
export async function keepConnection(ctx: AppContext, auth: SessionInfo, owner: ConnectionOwner, connection: Connection): Promise<SocialAccount> {
  const row = await storeConnection(ctx, owner, connection);
  await recordAudit(ctx, {
    workspaceId: owner.workspaceId,
    actor: actorOf(auth),
    action: 'account.connected',
    target: accountLabel(row),
    details: { network: row.platform },
  });
  return toSocialAccount(ctx, row);
}

/**
 * Keeps a completed connection: on the row of the same network account when the workspace has
 * one (a reconnection, which keeps its refresh token if the network sent none; the placeholder
 * goes), else on a new row with the placeholder's id. The write is an upsert on (workspace,
 * network, external id): two callbacks for the same account at the same instant give one row.
 * Beyond the plan's connected accounts nothing is kept, and the placeholder goes.
 */
async function storeConnection(ctx: AppContext, state: ConnectionOwner, connection: Connection): Promise<AccountRow> {
  const plan = await workspacePlan(ctx, state.workspaceId);
  try {
    return await writeConnection(ctx, state, connection, plan);
  } catch (error) {
    if (state.accountId && error instanceof AppError && error.statusCode === 402) await deleteAccount(ctx.db, state.workspaceId, state.accountId);
    throw error;
  }
}

async function writeConnection(ctx: AppContext, state: ConnectionOwner, connection: Connection, plan: EffectivePlan): Promise<AccountRow> {
  const { profile } = connection;
  const placeholderId = state.accountId;
  return ctx.db.transaction(async (tx) => {
    const existing = await findAccountByExternalId(tx, state.workspaceId, state.platform, profile.externalId, placeholderId);
    await ensureAccountSlot(tx, plan, state.workspaceId, existing?.id);
    const changes: AccountChanges = {
      userId: state.userId,
      externalId: profile.externalId,
      ...profileChanges(profile, new Date(ctx.clock.now())),
      ...tokenChanges(ctx, connection.tokens, existing),
      isConnected: true,
      error: null,
      settings: { ...existing?.settings, ...connection.settings },
    };
    if (placeholderId) await deleteAccount(tx, state.workspaceId, placeholderId);
    return upsertConnectedAccount(
      tx,
      {
        ...(existing || !placeholderId ? {} : { id: placeholderId }),
        workspaceId: state.workspaceId,
        platform: state.platform,
        ...changes,
        externalId: profile.externalId,
        userId: state.userId,
        username: profile.username,
      },
      new Date(ctx.clock.now()),
    );
  });
}
