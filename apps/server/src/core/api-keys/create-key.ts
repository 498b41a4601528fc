import { API_KEY_LIMITS, type ApiKey, type apiKeyBodySchema } from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { newApiKey } from './key-token.ts';
import { apiKeyOf, orderedScopes } from './key-view.ts';
import { countLiveKeys, findKeyRow, insertKey, lockWorkspaceKeys } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * Creates a key for the workspace, acting as its creator's membership within its scopes. The key is
 * answered this once: only its SHA-256 is stored. At most `maxKeysPerWorkspace` live keys a workspace.
 */
export async function createApiKey(ctx: AppContext, auth: SessionInfo, body: z.output<typeof apiKeyBodySchema>, ip: string | null): Promise<ApiKey & { key: string }> {
  const now = new Date(ctx.clock.now());
  const made = newApiKey();
  const scopes = orderedScopes(body.scopes);
  const id = await ctx.db.transaction(async (tx) => {
    await lockWorkspaceKeys(tx, auth.workspace.id);
    if ((await countLiveKeys(tx, auth.workspace.id, now)) >= API_KEY_LIMITS.maxKeysPerWorkspace) {
      throw new AppError(409, 'apiKeys.tooMany', { max: API_KEY_LIMITS.maxKeysPerWorkspace });
    }
    return insertKey(tx, {
      workspaceId: auth.workspace.id,
      userId: auth.user.id,
      name: body.name,
      prefix: made.prefix,
      keyHash: made.keyHash,
      scopes,
      expiresAt: body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS),
      createdAt: now,
    });
  });
  await recordAudit(ctx, {
    workspaceId: auth.workspace.id,
    actor: actorOf(auth),
    action: 'settings.changed',
    target: body.name,
    details: { setting: 'apiKey', change: 'created', prefix: made.prefix, scopes: scopes.join(' '), expiresInDays: body.expiresInDays },
    ip,
  });
  const row = await findKeyRow(ctx.db, auth.workspace.id, id);
  return { ...apiKeyOf(row!), key: made.key };
}
