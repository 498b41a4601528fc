import type { AppContext } from '../../core/context/app-context.ts';
import { ensureQuota, limitOf, lockQuota, workspacePlan, type EffectivePlan } from '../../core/plans/service.ts';
import type { Db } from '../../db/client.ts';
import { countConnectedAccounts, hasNetworkAccount } from './quota-repository.ts';

/*
 * The plan's `socialAccounts` counts the workspace's connected accounts. Reconnecting an account
 * that is still connected takes no new unit; reconnecting a disconnected one does.
 */

/** The connected accounts the plan counts now. */
export function countSocialAccounts(ctx: AppContext, workspaceId: string): Promise<number> {
  return countConnectedAccounts(ctx.db, workspaceId);
}

/**
 * Before sending the user to the network: refused at once when the plan's accounts are all taken
 * and the workspace has no account of this network, so that this connection cannot be a
 * reconnection. Otherwise the callback decides (`ensureAccountSlot`).
 */
export async function ensureAccountSlotAhead(ctx: AppContext, workspaceId: string, platform: string): Promise<void> {
  const plan = await workspacePlan(ctx, workspaceId);
  if (limitOf(plan, 'socialAccounts') === null) return;
  const [connected, known] = await Promise.all([countConnectedAccounts(ctx.db, workspaceId), hasNetworkAccount(ctx.db, workspaceId, platform)]);
  if (!known) ensureQuota(plan, 'socialAccounts', connected);
}

/**
 * Refuses a connection that would pass the plan's connected accounts: the others than the row this
 * connection lands on (`sameAccountId`, a reconnection) plus this one. Runs on the transaction that
 * writes the connection, under the workspace's lock of this quota, so two connections at once never
 * both take the last unit. `plan` is read before the transaction.
 */
export async function ensureAccountSlot(tx: Db, plan: EffectivePlan, workspaceId: string, sameAccountId: string | undefined): Promise<void> {
  if (limitOf(plan, 'socialAccounts') === null) return;
  await lockQuota(tx, workspaceId, 'socialAccounts');
  ensureQuota(plan, 'socialAccounts', await countConnectedAccounts(tx, workspaceId, sameAccountId));
}
