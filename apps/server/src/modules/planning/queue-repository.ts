import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows } from '../../db/raw-rows.ts';
import { postingQueues, type StoredSlot } from '../../db/schema/index.ts';

export type QueueRow = typeof postingQueues.$inferSelect;

export async function findQueue(db: Db, workspaceId: string): Promise<QueueRow | null> {
  const [row] = await db.select().from(postingQueues).where(eq(postingQueues.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

/**
 * The workspace's queue row, created when missing (in `timeZone`), and locked until the transaction
 * ends: every placement of the workspace runs one at a time, so two items never take one slot.
 */
export async function lockQueue(tx: Db, workspaceId: string, timeZone: string): Promise<QueueRow> {
  await tx.insert(postingQueues).values({ workspaceId, timeZone }).onConflictDoNothing();
  const [row] = await tx.select().from(postingQueues).where(eq(postingQueues.workspaceId, workspaceId)).for('update');
  if (!row) throw new Error('posting queue row missing after insert');
  return row;
}

/** Saves the slots of the networks named (the others keep theirs), read from then on in `timeZone`. */
export async function saveQueueSlots(tx: Db, workspaceId: string, slots: Record<string, StoredSlot[]>, timeZone: string, now: Date): Promise<void> {
  await tx
    .update(postingQueues)
    .set({ slots: sql`${postingQueues.slots} || ${JSON.stringify(slots)}::jsonb`, timeZone, updatedAt: now })
    .where(eq(postingQueues.workspaceId, workspaceId));
}

export async function setQueuePaused(tx: Db, workspaceId: string, paused: boolean, now: Date): Promise<void> {
  await tx.update(postingQueues).set({ paused, updatedAt: now }).where(eq(postingQueues.workspaceId, workspaceId));
}

/** A queued target of an item in the posting queue, in the queue's order. */
export interface QueuedTargetRow {
  targetId: string;
  contentId: string;
  platform: string;
  dueAt: Date;
}

/** The waiting targets of the queue's items, oldest in the queue first (then by id: a stable order). */
export async function listQueuedTargets(db: Db, workspaceId: string): Promise<QueuedTargetRow[]> {
  const rows = await rawRows<{ targetId: string; contentId: string; platform: string; dueAt: string }>(
    db,
    sql`select t.id as "targetId", t.content_id as "contentId", t.platform, t.due_at as "dueAt"
          from contents c join publication_targets t on t.content_id = c.id
         where c.workspace_id = ${workspaceId} and c.queued_at is not null and t.status = 'queued'
         order by c.queued_at, c.id, t.id`,
  );
  return rows.map((row) => ({ ...row, dueAt: dateOf(row.dueAt) }));
}

/** Due times of the workspace's posts scheduled by hand (not in the queue) after `after`: their minutes are not free slots. */
export async function listScheduledByHand(db: Db, workspaceId: string, after: Date): Promise<{ platform: string; dueAt: Date }[]> {
  const rows = await rawRows<{ platform: string; dueAt: string }>(
    db,
    sql`select t.platform, t.due_at as "dueAt"
          from publication_targets t join contents c on c.id = t.content_id
         where t.workspace_id = ${workspaceId} and t.status = 'queued' and c.queued_at is null and t.due_at > ${after.toISOString()}::timestamptz`,
  );
  return rows.map((row) => ({ platform: row.platform, dueAt: dateOf(row.dueAt) }));
}

/** When the last item joined the queue (0 when none waits): a new one joins strictly after it. */
export async function lastQueuedAt(tx: Db, workspaceId: string): Promise<number> {
  const [row] = await rawRows<{ last: string | null }>(tx, sql`select max(queued_at) as last from contents where workspace_id = ${workspaceId} and queued_at is not null`);
  return row?.last ? dateOf(row.last).getTime() : 0;
}
