import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, publicationTargets } from '../../db/schema/index.ts';

type ContentRow = typeof contents.$inferSelect;
type ContentStatusValue = ContentRow['status'];

const inWorkspace = (workspaceId: string, id: string) => and(eq(contents.workspaceId, workspaceId), eq(contents.id, id));

/** Scheduled → pending and its queued targets cancelled, in one transaction; null when it was not scheduled. */
export async function unscheduleContent(db: Db, workspaceId: string, id: string): Promise<{ row: ContentRow; jobIds: string[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contents)
      .set({ status: 'pending', scheduledFor: null, updatedAt: new Date() })
      .where(and(inWorkspace(workspaceId, id), eq(contents.status, 'scheduled')))
      .returning();
    if (!row) return null;
    const cancelled = await tx
      .update(publicationTargets)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'queued')))
      .returning({ jobId: publicationTargets.jobId });
    return { row, jobIds: cancelled.flatMap((target) => (target.jobId ? [target.jobId] : [])) };
  });
}

export interface QueueRequest {
  workspaceId: string;
  contentId: string;
  /** Statuses the item may be in when the request is made (checked again inside the transaction). */
  fromStatuses: ContentStatusValue[];
  status: 'publishing' | 'scheduled';
  scheduledFor: Date | null;
  dueAt: Date;
  targets: { accountId: string; platform: string; jobId: string }[];
}

export interface QueuedTarget {
  id: string;
  jobId: string;
  dueAt: Date;
  /** The job this target had before (a rescheduled target), to remove. */
  previousJobId: string | null;
}

/**
 * In one transaction: the item's new status, and one target per (item, account): new targets are
 * created, failed/cancelled/queued ones queued again with a new job; published and to-check ones
 * are left as they are. Null when the item left `fromStatuses` meanwhile.
 */
export async function queueTargets(db: Db, request: QueueRequest): Promise<{ row: ContentRow; queued: QueuedTarget[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contents)
      .set({ status: request.status, scheduledFor: request.scheduledFor, updatedAt: new Date() })
      .where(and(inWorkspace(request.workspaceId, request.contentId), inArray(contents.status, request.fromStatuses)))
      .returning();
    if (!row) return null;
    if (request.targets.length === 0) return { row, queued: [] };
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
          dueAt: request.dueAt,
          jobId: target.jobId,
        })),
      )
      .onConflictDoUpdate({
        target: [publicationTargets.contentId, publicationTargets.accountId],
        set: {
          status: 'queued',
          dueAt: request.dueAt,
          retryAt: null,
          jobId: sql`excluded.job_id`,
          attempts: 0,
          lastError: null,
          claimedAt: null,
          updatedAt: new Date(),
        },
        setWhere: sql`${publicationTargets.status} in ('failed', 'cancelled', 'queued')`,
      })
      .returning({ id: publicationTargets.id, jobId: publicationTargets.jobId, dueAt: publicationTargets.dueAt, accountId: publicationTargets.accountId });
    return {
      row,
      queued: queued.map((target) => ({
        id: target.id,
        jobId: target.jobId ?? '',
        dueAt: target.dueAt,
        previousJobId: previousJob.get(target.accountId) ?? null,
      })),
    };
  });
}
