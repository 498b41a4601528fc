import { NETWORK_NAMES, type AccountOptionView, type Network, type SocialAccount } from '@publia/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { clientOf, loadAccount, notConnected } from './access.ts';
import { accountCallFailure } from './network-failure.ts';
import { updateAccount, type AccountChanges, type AccountRow } from './repository.ts';
import { profileChanges, tokenChanges, tokenSetOf, withFreshToken } from './tokens.ts';
import { toSocialAccount } from './view.ts';

async function optionsOf(ctx: AppContext, account: AccountRow): Promise<AccountOptionView[]> {
  const platform = account.platform as Network;
  const client = clientOf(ctx, platform);
  if (!client.accountOptions) return [];
  if (!account.isConnected || !account.accessTokenEnc) throw notConnected(platform);
  const listOptions = client.accountOptions.bind(client);
  try {
    return await withFreshToken(ctx, account, (credentials) => listOptions(credentials));
  } catch (error) {
    throw accountCallFailure(error, platform);
  }
}

/** The choices the account's network offers (Pinterest boards, Facebook Pages…), or none. */
export async function accountOptions(ctx: AppContext, auth: SessionInfo, id: string): Promise<AccountOptionView[]> {
  return optionsOf(ctx, await loadAccount(ctx, auth.workspace.id, id));
}

/** Saves settings chosen among the network's current options; other settings of the account are kept. */
export async function saveAccountSettings(ctx: AppContext, auth: SessionInfo, id: string, settings: Record<string, string>): Promise<SocialAccount> {
  const account = await loadAccount(ctx, auth.workspace.id, id);
  const options = await optionsOf(ctx, account);
  for (const [key, value] of Object.entries(settings)) {
    const field = `settings.${key}`;
    const option = options.find((candidate) => candidate.key === key);
    if (!option) throw new AppError(400, 'validation.unknownField', { field }, field);
    if (!option.choices.some((choice) => choice.value === value)) {
      throw new AppError(400, 'validation.invalidValue', { field }, field);
    }
  }
  const merged = { ...account.settings, ...settings };
  const changed = Object.entries(settings).some(([key, value]) => account.settings[key] !== value);
  const client = clientOf(ctx, account.platform as Network);
  let changes: AccountChanges = { settings: merged };
  if (changed && client.applySettings) {
    // The choice changes who publishes (a Facebook Page): its own tokens and profile come with it.
    const applySettings = client.applySettings.bind(client);
    try {
      const connection = await applySettings(tokenSetOf(ctx, account), merged);
      changes = {
        externalId: connection.profile.externalId,
        ...profileChanges(connection.profile, new Date(ctx.clock.now())),
        ...tokenChanges(ctx, connection.tokens, account),
        settings: { ...merged, ...connection.settings },
        error: null,
      };
    } catch (error) {
      throw accountCallFailure(error, account.platform as Network);
    }
  }
  const row = await updateAccount(ctx.db, account.workspaceId, account.id, changes, new Date(ctx.clock.now())).catch((error: unknown) => {
    // Another account of the workspace already publishes as this Page: one account per Page.
    if (isUniqueViolation(error)) throw new AppError(409, 'accounts.alreadyConnected', { platform: NETWORK_NAMES[account.platform as Network] });
    throw error;
  });
  if (!row) throw new AppError(404, 'accounts.notFoundOrDenied');
  return toSocialAccount(ctx, row);
}
