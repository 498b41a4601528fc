import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export async function insertOutboxMail(
  db: Db,
  values: { recipient: string; subject: string; body: string; workspaceId?: string | null },
) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  if (!row) throw new Error('insert outbox returned nothing');
  return row.id;
}

export async function findOutboxMail(db: Db, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ?? null;
}

export async function markOutboxSent(db: Db, id: string) {
  await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Db, id: string, error: string) {
  await db.update(outbox).set({ lastError: error.slice(0, 500) }).where(eq(outbox.id, id));
}

export async function listOutboxFor(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.createdAt);
}

/** The newest e-mails a workspace sent (invitations), newest first. */
export async function listOutboxOfWorkspace(db: Db, workspaceId: string, limit: number) {
  return db
    .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.workspaceId, workspaceId))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
