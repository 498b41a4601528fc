import type { Network, SocialAccount } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { clientOf, loadAccount, notConnected } from './access.ts';
import { accountCallFailure } from './network-failure.ts';
import { updateAccount } from './repository.ts';
import { profileChanges, withFreshToken } from './tokens.ts';
import { toSocialAccount } from './view.ts';

/**
 * Reads the account's profile and followers from its network again. An expired token is
 * refreshed; a token the network refuses for good marks the account "Problème" (409); a network
 * that fails answers 502 and the account stays as it was.
 */
export async function syncAccount(ctx: AppContext, auth: SessionInfo, id: string): Promise<SocialAccount> {
  const account = await loadAccount(ctx, auth.workspace.id, id);
  if (!account.isConnected || !account.accessTokenEnc) throw notConnected(account.platform);
  const platform = account.platform as Network;
  const client = clientOf(ctx, platform);
  try {
    const profile = await withFreshToken(ctx, account, (credentials) => client.profile(credentials));
    const row = await updateAccount(
      ctx.db,
      account.workspaceId,
      account.id,
      {
        ...profileChanges(profile, new Date(ctx.clock.now())),
        // What the network's answer changes of the settings (a Mastodon instance's limits).
        ...(profile.settings ? { settings: { ...account.settings, ...profile.settings } } : {}),
        error: null,
      },
      new Date(ctx.clock.now()),
    );
    if (!row) throw notConnected(platform);
    return toSocialAccount(ctx, row);
  } catch (error) {
    throw accountCallFailure(error, platform);
  }
}
