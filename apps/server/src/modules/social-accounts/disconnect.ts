import type { SocialAccount } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { isNetwork, loadAccount } from './access.ts';
import { accountLabel } from './account-label.ts';
import { updateAccount, type AccountRow } from './repository.ts';
import { credentialsOf, tokenSetOf } from './tokens.ts';
import { toSocialAccount } from './view.ts';

/**
 * Disconnects an account of the workspace: tokens forgotten, `is_connected` false; the row stays.
 * Where the network can revoke a token, it is revoked first; a network that does not answer does
 * not keep the account connected in Publia (the failure is logged).
 */
export async function disconnectAccount(ctx: AppContext, auth: SessionInfo, id: string): Promise<SocialAccount> {
  const account = await loadAccount(ctx, auth.workspace.id, id, 'accounts.notFound');
  await revokeOnNetwork(ctx, account);
  const row = await updateAccount(
    ctx.db,
    auth.workspace.id,
    account.id,
    {
      accessTokenEnc: null,
      refreshTokenEnc: null,
      tokenExpiry: null,
      scope: null,
      isConnected: false,
      error: null,
    },
    new Date(ctx.clock.now()),
  );
  if (!row) throw new AppError(404, 'accounts.notFound');
  await recordAudit(ctx, {
    workspaceId: auth.workspace.id,
    actor: actorOf(auth),
    action: 'account.disconnected',
    target: accountLabel(row),
    details: { network: row.platform },
  });
  return toSocialAccount(ctx, row);
}

async function revokeOnNetwork(ctx: AppContext, account: AccountRow): Promise<void> {
  if (!account.isConnected || !account.accessTokenEnc || !isNetwork(account.platform)) return;
  const client = ctx.networks.client(account.platform);
  if (!client.revoke) return;
  try {
    await client.revoke(credentialsOf(ctx, account), tokenSetOf(ctx, account));
  } catch (error) {
    ctx.logger.warn({ err: error, accountId: account.id, network: account.platform }, 'token revocation failed at disconnect');
  }
}
