import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows, type DriverRow } from '../../db/raw-rows.ts';
import { contents, publicationTargets } from '../../db/schema/index.ts';

export type ContentRow = typeof contents.$inferSelect;
type ContentStatusValue = ContentRow['status'];

const inWorkspace = (workspaceId: string, id: string) => and(eq(contents.workspaceId, workspaceId), eq(contents.id, id));

/** Whether the item waits in the posting queue, its row locked until the transaction ends. */
async function wasQueued(tx: Db, workspaceId: string, id: string): Promise<boolean> {
  const [row] = await tx.select({ queuedAt: contents.queuedAt }).from(contents).where(inWorkspace(workspaceId, id)).for('update');
  return Boolean(row?.queuedAt);
}

/** The item as it stands on the transaction. */
export async function findContentRow(tx: Db, workspaceId: string, id: string): Promise<ContentRow | null> {
  const [row] = await tx.select().from(contents).where(inWorkspace(workspaceId, id));
  return row ?? null;
}

/** Whether a target of the item is going out, and the jobs of its queued ones. */
export async function openTargetsOf(tx: Db, workspaceId: string, id: string): Promise<{ publishing: boolean; jobIds: string[] }> {
  const open = await tx
    .select({ status: publicationTargets.status, jobId: publicationTargets.jobId })
    .from(publicationTargets)
    .where(and(eq(publicationTargets.workspaceId, workspaceId), eq(publicationTargets.contentId, id), inArray(publicationTargets.status, ['queued', 'publishing'])));
  return {
    publishing: open.some((target) => target.status === 'publishing'),
    jobIds: open.flatMap((target) => (target.status === 'queued' && target.jobId ? [target.jobId] : [])),
  };
}

/**
 * Scheduled → pending (out of the posting queue) and its queued targets cancelled, on the caller's
 * transaction; null when it was not scheduled. `leftQueue`: it was in the queue.
 */
export async function unscheduleContent(tx: Db, workspaceId: string, id: string, now: Date): Promise<{ row: ContentRow; jobIds: string[]; leftQueue: boolean } | null> {
  const leftQueue = await wasQueued(tx, workspaceId, id);
  const [row] = await tx
    .update(contents)
    .set({ status: 'pending', scheduledFor: null, queuedAt: null, updatedAt: now })
    .where(and(inWorkspace(workspaceId, id), eq(contents.status, 'scheduled')))
    .returning();
  if (!row) return null;
  const cancelled = await tx
    .update(publicationTargets)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'queued')))
    .returning({ jobId: publicationTargets.jobId });
  return { row, jobIds: cancelled.flatMap((target) => (target.jobId ? [target.jobId] : [])), leftQueue };
}

export interface QueueRequest {
  workspaceId: string;
  contentId: string;
  /** Statuses the item may be in when the request is made (checked again inside the transaction). */
  fromStatuses: ContentStatusValue[];
  status: 'publishing' | 'scheduled';
  scheduledFor: Date | null;
  dueAt: Date;
  /** Since when the item waits in the posting queue; null takes it out (published now, or scheduled by hand). */
  queuedAt: Date | null;
  /** A target's own `dueAt` (a queued item's networks each at their slot) overrides the request's. */
  targets: { accountId: string; platform: string; jobId: string; dueAt?: Date }[];
  /** Runs on the transaction once the item's new status is written (a plan's quota): throwing undoes it all. */
  check?: (tx: Db) => Promise<void>;
}

export interface QueuedTarget {
  id: string;
  jobId: string;
  dueAt: Date;
  /** The job this target had before (a rescheduled target), to remove. */
  previousJobId: string | null;
}

/**
 * On the caller's transaction: the item's new status, and one target per (item, account): new
 * targets are created, failed/cancelled/queued ones queued again with a new job; published and
 * to-check ones are left as they are. Null when the item left `fromStatuses` meanwhile.
 */
export async function queueTargets(tx: Db, request: QueueRequest, now: Date): Promise<{ row: ContentRow; queued: QueuedTarget[]; leftQueue: boolean } | null> {
  const leftQueue = (await wasQueued(tx, request.workspaceId, request.contentId)) && request.queuedAt === null;
  const [row] = await tx
    .update(contents)
    .set({ status: request.status, scheduledFor: request.scheduledFor, queuedAt: request.queuedAt, updatedAt: now })
    .where(and(inWorkspace(request.workspaceId, request.contentId), inArray(contents.status, request.fromStatuses)))
    .returning();
  if (!row) return null;
  await request.check?.(tx);
  if (request.targets.length === 0) return { row, queued: [], leftQueue };
  const previous = await tx
    .select({ accountId: publicationTargets.accountId, jobId: publicationTargets.jobId, status: publicationTargets.status })
    .from(publicationTargets)
    .where(eq(publicationTargets.contentId, request.contentId));
  const previousJob = new Map(previous.filter((p) => p.status === 'queued').map((p) => [p.accountId, p.jobId]));
  const queued = await tx
    .insert(publicationTargets)
    .values(
      request.targets.map((target) => ({
        workspaceId: request.workspaceId,
        contentId: request.contentId,
        accountId: target.accountId,
        platform: target.platform,
        status: 'queued' as const,
        dueAt: target.dueAt ?? request.dueAt,
        jobId: target.jobId,
      })),
    )
    .onConflictDoUpdate({
      target: [publicationTargets.contentId, publicationTargets.accountId],
      set: {
        status: 'queued',
        dueAt: sql`excluded.due_at`,
        retryAt: null,
        jobId: sql`excluded.job_id`,
        attempts: 0,
        lastError: null,
        claimedAt: null,
        updatedAt: now,
      },
      setWhere: sql`${publicationTargets.status} in ('failed', 'cancelled', 'queued')`,
    })
    .returning({ id: publicationTargets.id, jobId: publicationTargets.jobId, dueAt: publicationTargets.dueAt, accountId: publicationTargets.accountId });
  return {
    row,
    leftQueue,
    queued: queued.map((target) => ({
      id: target.id,
      jobId: target.jobId ?? '',
      dueAt: target.dueAt,
      previousJobId: previousJob.get(target.accountId) ?? null,
    })),
  };
}

/** A queued target moved to another slot: its new due time and the job that will publish it then. */
export interface TargetMove {
  targetId: string;
  contentId: string;
  dueAt: Date;
  jobId: string;
}

/**
 * Moves queued targets to new due times with new jobs, and sets each item's `scheduledFor` to its
 * earliest queued target; answers the moved targets with the job each had before (to remove). A
 * target that left `queued` meanwhile (claimed, cancelled) is not moved. Runs on the caller's
 * transaction, so that the placement it read and these writes are one.
 */
export async function moveQueuedTargets(tx: Db, workspaceId: string, moves: TargetMove[]): Promise<QueuedTarget[]> {
  if (moves.length === 0) return [];
  const values = JSON.stringify(moves.map((move) => ({ id: move.targetId, due_at: move.dueAt.toISOString(), job_id: move.jobId })));
  // Raw: one `update … from jsonb_to_recordset` moves every target in one statement, and answers the job each had.
  const rows = await rawRows<DriverRow<QueuedTarget>>(
    tx,
    sql`with v as (select * from jsonb_to_recordset(${values}::jsonb) as x(id uuid, due_at timestamptz, job_id text)),
             old as (select t.id, t.job_id from publication_targets t join v on v.id = t.id
                      where t.workspace_id = ${workspaceId} and t.status = 'queued' for update of t)
        update publication_targets t set due_at = v.due_at, job_id = v.job_id, retry_at = null, updated_at = now()
          from v join old on old.id = v.id
         where t.id = v.id
     returning t.id, t.job_id as "jobId", t.due_at as "dueAt", old.job_id as "previousJobId"`,
  );
  const contentIds = [...new Set(moves.map((move) => move.contentId))];
  await tx.execute(sql`update contents c set scheduled_for = d.first_due, updated_at = now()
      from (select content_id, min(due_at) as first_due from publication_targets
             where content_id in ${contentIds} and status = 'queued' group by content_id) d
     where c.id = d.content_id and c.workspace_id = ${workspaceId}`);
  return rows.map((row) => ({ id: row.id, jobId: row.jobId, dueAt: dateOf(row.dueAt), previousJobId: row.previousJobId }));
}
