import { ACCOUNT_DELETION_WORD, type DeleteAccountBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import { authLimits, forgetCachedSessions, verifyPassword, type SessionInfo } from '../../core/auth/service.ts';
import { queueMail } from '../../core/mail/service.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { enforceLimits } from '../../core/rate-limit/service.ts';
import { listTeamMembers, lockWorkspaceAdmins, removeMembership, setMemberRole } from '../../core/workspaces/service.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { cancelSubscription } from '../billing/service.ts';
import { deleteUser, deleteWorkspaces, findExportUser, listExportKeysOfUser, listMediaKeys, listWorkspacesOfUser, type UserWorkspace } from './repository.ts';
import { userLanguage } from './user-language.ts';

/** A member who became admin because the only admin left with their account. */
interface Successor {
  workspaceId: string;
  userId: string;
}

/** Statuses under which a subscription may still renew, hence charge a card nobody can reach any more. */
const RENEWING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/**
 * Before anything is deleted: each workspace about to go whose subscription still renews is told
 * to stop at the provider (at the end of the period already paid). A provider call never runs in a
 * database transaction; if it fails, nothing is deleted — a card would otherwise be charged for a
 * workspace no one can open any more.
 */
async function stopSubscriptions(ctx: AppContext, auth: SessionInfo, doomed: UserWorkspace[], ip: string | null): Promise<void> {
  if (!ctx.billing.stripe) return;
  for (const workspace of doomed) {
    const kept = (await workspacePlan(ctx, workspace.id)).subscription;
    if (!kept || kept.cancelAtPeriodEnd || !RENEWING.has(kept.status)) continue;
    try {
      await cancelSubscription(ctx, { auth: { ...auth, workspace: { id: workspace.id, name: workspace.name, role: 'admin' } }, ip });
    } catch (error) {
      ctx.logger.error({ err: error, workspaceId: workspace.id }, "suppression de compte : l'abonnement n'a pas pu être résilié");
      throw new AppError(502, 'privacy.subscriptionNotCancelled', { workspace: workspace.name });
    }
  }
}

const personLabel = (name: string | null, email: string) => (name?.trim() ? `${name.trim()} (${email})` : email);

/**
 * « Supprimer mon compte », for good. The word and the password first (attempts counted as
 * sign-ins are; a wrong one changes nothing). Then, in one transaction: the workspaces where the
 * user is the only member are deleted with all their rows (but their invoices, which the law keeps);
 * from the others the user is removed, and where they were the only admin the longest-standing
 * member left becomes admin; then the user row, with their sessions, tokens and notifications.
 * The shared workspaces' audit logs say what happened. After the commit: the deleted workspaces'
 * media files, the user's picture and export files are removed from the storage, a goodbye e-mail is sent.
 * The social accounts of the deleted workspaces go with their rows (their encrypted tokens with
 * them): no network client offers to revoke a token.
 */
export async function deleteAccount(ctx: AppContext, auth: SessionInfo, body: DeleteAccountBody, ip: string | null): Promise<void> {
  const user = await findExportUser(ctx.db, auth.user.id);
  if (!user) throw new AppError(401, 'auth.unauthenticated');
  await enforceLimits(ctx, authLimits(ctx, 'delete-account', user.email, ip));
  if (body.confirmation !== ACCOUNT_DELETION_WORD) throw badRequest('privacy.deletionWord', { word: ACCOUNT_DELETION_WORD }, 'confirmation');
  if (!(await verifyPassword(body.password, user.passwordHash))) throw badRequest('privacy.wrongPassword', {}, 'password');

  const alone = (await listWorkspacesOfUser(ctx.db, user.id)).filter((workspace) => workspace.members === 1);
  await stopSubscriptions(ctx, auth, alone, ip);

  const { files, left, successors } = await ctx.db.transaction(async (tx) => {
    // Read again under the transaction: someone may have joined a workspace since (it then stays).
    const workspaces = await listWorkspacesOfUser(tx, user.id);
    const doomed = workspaces.filter((workspace) => workspace.members === 1);
    const shared = workspaces.filter((workspace) => workspace.members > 1);
    const keys: string[] = [...(await listExportKeysOfUser(tx, user.id)), ...(user.avatarKey ? [user.avatarKey] : [])];
    for (const workspace of doomed) keys.push(...(await listMediaKeys(tx, workspace.id)));
    const promoted: Successor[] = [];
    const actor = actorOf(auth);
    for (const workspace of shared) {
      const admins = await lockWorkspaceAdmins(tx, workspace.id);
      if (workspace.role === 'admin' && admins.length === 1 && admins[0] === user.id) {
        // The members come oldest first: the longest-standing one takes over.
        const next = (await listTeamMembers(tx, workspace.id)).find((member) => member.userId !== user.id);
        if (next) {
          await setMemberRole(tx, workspace.id, next.userId, 'admin');
          promoted.push({ workspaceId: workspace.id, userId: next.userId });
          await recordAudit(
            ctx,
            {
              workspaceId: workspace.id,
              actor: null,
              action: 'member.role_changed',
              target: personLabel(next.name, next.email),
              details: { from: next.role, to: 'admin', accountDeleted: true },
            },
            tx,
          );
        }
      }
      await removeMembership(tx, workspace.id, user.id);
      // Written before the user row goes, which it names: the entry keeps their name, not their id.
      await recordAudit(ctx, { workspaceId: workspace.id, actor, action: 'member.left', details: { role: workspace.role, accountDeleted: true }, ip }, tx);
    }
    await deleteWorkspaces(
      tx,
      doomed.map((workspace) => workspace.id),
    );
    await deleteUser(tx, user.id);
    return { files: keys, left: shared, successors: promoted };
  });

  forgetCachedSessions(ctx, user.id);
  for (const successor of successors) forgetCachedSessions(ctx, successor.userId);
  for (const key of files) {
    await ctx.storage.delete(key).catch((error: unknown) => ctx.logger.warn({ err: error, key }, 'suppression de compte : fichier non supprimé du stockage'));
  }
  const language = userLanguage(user);
  await queueMail(ctx, { to: user.email, subject: language.t('privacy.goodbyeMailSubject'), body: language.t('privacy.goodbyeMailBody', { email: user.email }) });
  ctx.logger.info({ userId: user.id, deletedWorkspaces: alone.length, leftWorkspaces: left.length }, 'compte supprimé à la demande de son titulaire');
}
