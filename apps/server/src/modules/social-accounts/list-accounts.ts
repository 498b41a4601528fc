import { NETWORKS, type NetworkStatus, type SocialAccount } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { listWorkspaceAccounts } from './repository.ts';
import { toSocialAccount } from './view.ts';

/** The workspace's accounts: connected, in error or disconnected, and placeholders still in their OAuth window. */
export async function listAccounts(ctx: AppContext, workspaceId: string): Promise<SocialAccount[]> {
  const rows = await listWorkspaceAccounts(ctx.db, workspaceId, ACCOUNT_LIMITS.oauthStateLifetimeSeconds);
  return rows.map((row) => toSocialAccount(ctx, row));
}

/** The six networks: "mode démo" (sandbox) or real API, and whether the connection uses PKCE. */
export function networkStatuses(ctx: AppContext): NetworkStatus[] {
  return NETWORKS.map((platform) => {
    return { platform, sandbox: ctx.networks.isSandboxed(platform), usesPkce: ctx.networks.client(platform).usesPkce };
  });
}
