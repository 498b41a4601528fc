import type { Network, SocialAccount } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { AccountRow } from './repository.ts';

/** What the browser sees of an account: never a token. */
export function toSocialAccount(ctx: AppContext, row: AccountRow): SocialAccount {
  const platform = row.platform as Network;
  return {
    id: row.id,
    platform,
    username: row.username,
    displayName: row.displayName,
    profilePictureUrl: row.profilePictureUrl,
    followers: row.followers,
    isConnected: row.isConnected,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    error: row.error,
    status: row.isConnected && !row.error ? 'active' : 'issue',
    sandbox: ctx.networks.isSandboxed(platform),
    settings: row.settings ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
