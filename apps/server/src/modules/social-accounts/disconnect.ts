import type { SocialAccount } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { loadAccount } from './access.ts';
import { accountLabel } from './account-label.ts';
import { updateAccount } from './repository.ts';
import { toSocialAccount } from './view.ts';

/** Disconnects an account of the workspace: tokens forgotten, `is_connected` false; the row stays. */
export async function disconnectAccount(ctx: AppContext, auth: SessionInfo, id: string): Promise<SocialAccount> {
  const account = await loadAccount(ctx, auth.workspace.id, id, 'accounts.notFound');
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
