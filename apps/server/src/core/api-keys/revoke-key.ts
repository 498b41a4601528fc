import type { ApiKey } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { apiKeyOf } from './key-view.ts';
import { findKeyRow, markKeyRevoked } from './repository.ts';

/**
 * Revokes a key of the workspace: refused at its next request on this instance (its cached entry is
 * forgotten), on another within SESSION_CACHE_SECONDS. A key of another workspace is a 404, never a 403.
 */
export async function revokeApiKey(ctx: AppContext, auth: SessionInfo, id: string, ip: string | null): Promise<ApiKey> {
  if (!isUuid(id)) throw new AppError(404, 'apiKeys.notFound');
  const revoked = await markKeyRevoked(ctx.db, auth.workspace.id, id, new Date(ctx.clock.now()));
  const row = await findKeyRow(ctx.db, auth.workspace.id, id);
  if (!row) throw new AppError(404, 'apiKeys.notFound');
  if (!revoked) throw new AppError(409, 'apiKeys.alreadyRevoked');
  ctx.caches.apiKeys.forgetKey(row.id);
  await recordAudit(ctx, {
    workspaceId: auth.workspace.id,
    actor: actorOf(auth),
    action: 'settings.changed',
    target: row.name,
    details: { setting: 'apiKey', change: 'revoked', prefix: row.prefix },
    ip,
  });
  return apiKeyOf(row);
}
