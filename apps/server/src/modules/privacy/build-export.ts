import { DATA_EXPORT_LINK_HOURS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { hashToken, newToken } from '../../core/auth/service.ts';
import { queueMail } from '../../core/mail/service.ts';
import { newMediaKey } from '../../storage/keys.ts';
import { findExport, findExportUser, listWorkspacesOfUser, markExportFailed, markExportReady } from './repository.ts';
import type { DataExportJob } from './request-export.ts';
import { userLanguage } from './user-language.ts';
import { writeExportZip } from './write-export-zip.ts';
import { zipIntoStorage } from './zip-writer.ts';

/**
 * The e-mailed link: Paramètres → Confidentialité, which offers the file. The download needs the
 * session of the user who asked, so the link goes to the app's page, where a signed-out browser is
 * sent to the sign-in first and brought back.
 */
export const exportLink = (ctx: AppContext, id: string, token: string) =>
  `${ctx.config.publicUrl}/settings?tab=privacy&export=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;

/**
 * The job: builds the ZIP of a pending request into the storage (under a key of the user's, never
 * served as a media file: only `.zip` through the e-mailed link), marks it ready until now +
 * DATA_EXPORT_LINK_HOURS with the SHA-256 of a new token, and e-mails the link in the user's
 * language. A failure marks the request failed (the tab says so), is logged, and the user is told
 * by e-mail. A request no longer pending (failed as lost, its user deleted) is left alone.
 */
export async function buildDataExport(ctx: AppContext, job: DataExportJob): Promise<'ready' | 'failed' | 'skipped'> {
  const request = await findExport(ctx.db, job.exportId);
  if (!request || request.status !== 'pending') return 'skipped';
  const user = await findExportUser(ctx.db, request.userId);
  if (!user) return 'skipped';
  const language = userLanguage(user);
  const key = newMediaKey(user.id, 'zip');
  const zip = zipIntoStorage(ctx.storage, key);
  try {
    const owned = (await listWorkspacesOfUser(ctx.db, user.id)).filter((workspace) => workspace.role === 'admin' && workspace.admins === 1);
    await writeExportZip(ctx, zip, user, owned, new Date(ctx.clock.now()));
    const sizeBytes = await zip.finish();
    const token = newToken();
    const now = ctx.clock.now();
    const expiresAt = new Date(now + DATA_EXPORT_LINK_HOURS * 3_600_000);
    const marked = await markExportReady(ctx.db, request.id, { storageKey: key, tokenHash: hashToken(token), sizeBytes, expiresAt, completedAt: new Date(now) });
    if (!marked) {
      await ctx.storage.delete(key);
      return 'skipped';
    }
    // Filed under no workspace: the link opens every file of the user's workspaces, and the demo
    // mailbox shows a workspace's mail to all its members, a person's own mail to them alone.
    await queueMail(ctx, {
      to: user.email,
      workspaceId: null,
      subject: language.t('privacy.exportMailSubject'),
      body: language.t('privacy.exportMailBody', { hours: DATA_EXPORT_LINK_HOURS, date: language.date(expiresAt), link: exportLink(ctx, request.id, token) }),
    });
    ctx.logger.info({ exportId: request.id, sizeBytes, workspaces: owned.length }, 'export des données prêt');
    return 'ready';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.logger.error({ err: error, exportId: request.id }, 'export des données : échec');
    zip.abort(error instanceof Error ? error : new Error(message));
    await ctx.storage.delete(key).catch(() => undefined);
    if (await markExportFailed(ctx.db, request.id, message, new Date(ctx.clock.now()))) {
      await queueMail(ctx, {
        to: user.email,
        workspaceId: null,
        subject: language.t('privacy.exportFailedMailSubject'),
        body: language.t('privacy.exportFailedMailBody'),
      });
    }
    return 'failed';
  }
}
