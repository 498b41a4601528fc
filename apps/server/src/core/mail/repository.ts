import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/** `db` may be a transaction: the e-mail is then kept only if what it tells of is. */
export async function insertOutboxMail(db: Db, values: { recipient: string; subject: string; body: string; html?: string | null; workspaceId?: string | null; createdAt?: Date }) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  if (!row) throw new Error('insert outbox returned nothing');
  return row.id;
}

export async function findOutboxMail(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ?? null;
}

export async function markOutboxSent(db: Db, id: string, now: Date) {
  await db.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Db, id: string, error: string) {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

export async function listOutboxFor(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.createdAt);
}

/**
 * The newest e-mails a workspace sent (invitations, notifications) and those sent to `recipient`
 * (the member's own, which may cover several workspaces), newest first.
 */
export async function listOutboxOfWorkspace(db: Db, workspaceId: string, recipient: string, limit: number) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      html: outbox.html,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(eq(outbox.workspaceId, workspaceId), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** One e-mail's HTML, if the workspace sent it or it was sent to `recipient`. */
export async function findVisibleOutboxHtml(db: Db, id: string, workspaceId: string, recipient: string) {
  const [row] = await db
    .select({ html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.id, id), or(eq(outbox.workspaceId, workspaceId), eq(outbox.recipient, recipient))))
    .limit(1);
  return row ?? null;
}

/** The newest e-mails of every workspace, for the instance's operators. */
export async function listLatestOutbox(db: Db, limit: number) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
