import { DATA_EXPORT_LINK_HOURS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { hashToken } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findExportByTokenHash } from './repository.ts';

/**
 * The e-mailed link, opened by the user who asked for it: the export whose id and token match and
 * whose owner is signed in, while its link is valid (410 after, so the user knows to ask again). A
 * wrong id or token, or another user's session, is a 404 that says nothing of the export: the
 * token alone (a forwarded e-mail, the outbox) must not open someone's data.
 */
export async function openDataExport(ctx: AppContext, userId: string, id: string, token: string): Promise<{ fileName: string; body: Buffer }> {
  const row = isUuid(id) ? await findExportByTokenHash(ctx.db, hashToken(token)) : null;
  if (!row || row.id !== id.toLowerCase() || row.userId !== userId || row.status !== 'ready' || !row.storageKey || !row.expiresAt) {
    throw new AppError(404, 'privacy.exportNotFound');
  }
  if (row.expiresAt.getTime() <= ctx.clock.now()) throw new AppError(410, 'privacy.exportExpired', { hours: DATA_EXPORT_LINK_HOURS });
  const body = await ctx.storage.get(row.storageKey);
  if (!body) throw new AppError(404, 'privacy.exportNotFound');
  const day = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { fileName: `publia-export-${day}.zip`, body };
}
