import type { AuditAction } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from './repository.ts';

export { purgeOldAuditEntries } from './purge.ts';

/** Who acted: a signed-in member (the session's user), or Publia itself (null). */
export interface AuditActor {
  id: string;
  /** Their name as shown then (the name, else the address): kept if the account is deleted. */
  name: string;
}

export interface AuditRecord {
  workspaceId: string;
  actor: AuditActor | null;
  action: AuditAction;
  /** What the action was about, ready to show: a post's title, an address, "Instagram @compte". */
  target?: string | null;
  details?: Record<string, string | number | boolean | null>;
  ip?: string | null;
}

/** The actor of a session: its user, named as the interface names them. */
export const actorOf = (session: { user: { id: string; name: string | null; email: string } }): AuditActor => ({
  id: session.user.id,
  name: session.user.name?.trim() || session.user.email,
});

/**
 * Writes one line of the audit log. Called after the action's change is committed (or inside its
 * transaction, `db` then being that transaction): a failure to record is logged, never undoes the
 * action nor reaches the user.
 */
export async function recordAudit(ctx: AppContext, record: AuditRecord, db: Db = ctx.db): Promise<void> {
  try {
    await insertAuditEntry(db, {
      workspaceId: record.workspaceId,
      actorId: record.actor?.id ?? null,
      actorName: (record.actor?.name ?? 'Publia').slice(0, 200),
      action: record.action,
      target: record.target?.slice(0, 300) ?? null,
      details: record.details ?? {},
      ip: record.ip?.slice(0, 64) ?? null,
      // The instant to the millisecond, as the API shows it: the list's cursor (`createdAt|id`) then
      // names an entry exactly, and a test's clock dates what it records.
      createdAt: new Date(ctx.clock.now()),
    });
  } catch (error) {
    ctx.logger.error({ err: error, action: record.action, workspaceId: record.workspaceId }, "entrée du journal d'audit non écrite");
  }
}
