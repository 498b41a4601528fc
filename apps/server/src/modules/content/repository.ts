import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contents, publicationTargets, socialAccounts } from '../../db/schema.ts';

export type ContentRow = typeof contents.$inferSelect;
export type NewContent = typeof contents.$inferInsert;
export type ContentChanges = Partial<
  Pick<ContentRow, 'title' | 'text' | 'hashtags' | 'topics' | 'variants' | 'mediaId' | 'mediaUrl' | 'mediaType' | 'link' | 'platforms' | 'status' | 'repostOf'>
>;
export type ContentStatusValue = ContentRow['status'];

/** A target as the API shows it, with the account's username. */
export interface TargetView {
  id: string;
  contentId: string;
  accountId: string | null;
  platform: string;
  username: string | null;
  status: (typeof publicationTargets.$inferSelect)['status'];
  externalId: string | null;
  url: string | null;
  attempts: number;
  lastError: string | null;
  dueAt: Date;
  publishedAt: Date | null;
}

const inWorkspace = (workspaceId: string, id: string) => and(eq(contents.workspaceId, workspaceId), eq(contents.id, id));

export async function insertContent(db: Db, values: NewContent): Promise<ContentRow> {
  const [row] = await db.insert(contents).values(values).returning();
  if (!row) throw new Error('insert content returned nothing');
  return row;
}

export async function findContent(db: Db, workspaceId: string, id: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(contents).where(inWorkspace(workspaceId, id)).limit(1);
  return row ?? null;
}

/** Changes the item only while its status is one of `statuses` (a concurrent publish wins cleanly). */
export async function updateContentIf(
  db: Db,
  workspaceId: string,
  id: string,
  statuses: ContentStatusValue[],
  changes: ContentChanges & { scheduledFor?: Date | null },
): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inWorkspace(workspaceId, id), inArray(contents.status, statuses)))
    .returning();
  return row ?? null;
}

/** Deletes the item unless one of its targets is being published; answers the job ids of its queued targets. */
export async function deleteContentUnlessPublishing(db: Db, workspaceId: string, id: string): Promise<{ deleted: boolean; jobIds: string[] }> {
  return db.transaction(async (tx) => {
    const busy = await tx
      .select({ id: publicationTargets.id })
      .from(publicationTargets)
      .where(and(eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'publishing')))
      .limit(1);
    if (busy.length > 0) return { deleted: false, jobIds: [] };
    const queued = await tx
      .select({ jobId: publicationTargets.jobId })
      .from(publicationTargets)
      .where(and(eq(publicationTargets.workspaceId, workspaceId), eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'queued')));
    const rows = await tx.delete(contents).where(and(inWorkspace(workspaceId, id), sql`${contents.status} <> 'publishing'`)).returning({ id: contents.id });
    return { deleted: rows.length > 0, jobIds: queued.flatMap((row) => (row.jobId ? [row.jobId] : [])) };
  });
}

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

const targetColumns = {
  id: publicationTargets.id,
  contentId: publicationTargets.contentId,
  accountId: publicationTargets.accountId,
  platform: publicationTargets.platform,
  username: socialAccounts.username,
  status: publicationTargets.status,
  externalId: publicationTargets.externalId,
  url: publicationTargets.url,
  attempts: publicationTargets.attempts,
  lastError: publicationTargets.lastError,
  dueAt: publicationTargets.dueAt,
  publishedAt: publicationTargets.publishedAt,
};

/** The targets of these items, oldest first, with their account's username (one query for a page). */
export async function listTargets(db: Db, workspaceId: string, contentIds: string[]): Promise<TargetView[]> {
  if (contentIds.length === 0) return [];
  return db
    .select(targetColumns)
    .from(publicationTargets)
    .leftJoin(socialAccounts, eq(socialAccounts.id, publicationTargets.accountId))
    .where(and(eq(publicationTargets.workspaceId, workspaceId), inArray(publicationTargets.contentId, contentIds)))
    .orderBy(publicationTargets.createdAt, publicationTargets.id);
}

export interface HistoryFilter {
  platform?: string;
  status?: string;
  search?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

/** The item's date: published, else scheduled, else created (the order of the history and its index). */
const itemDate = sql`coalesce(${contents.publishedAt}, ${contents.scheduledFor}, ${contents.createdAt})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the workspace's items, newest first: one scan of contents_workspace_item_date_idx. */
export async function findHistoryPage(db: Db, workspaceId: string, filter: HistoryFilter, limit: number, offset: number): Promise<ContentRow[]> {
  const conditions: SQL[] = [eq(contents.workspaceId, workspaceId)];
  if (filter.platform) conditions.push(sql`${contents.platforms} @> ${JSON.stringify([filter.platform])}::jsonb`);
  if (filter.status) conditions.push(sql`${contents.status} = ${filter.status}`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      sql`(${contents.title} ilike ${pattern} or ${contents.text} ilike ${pattern} or ${contents.hashtags}::text ilike ${pattern})`,
    );
  }
  if (filter.dateFrom) conditions.push(sql`${itemDate} >= ${filter.dateFrom.toISOString()}::timestamptz`);
  if (filter.dateTo) conditions.push(sql`${itemDate} <= ${filter.dateTo.toISOString()}::timestamptz`);
  return db
    .select()
    .from(contents)
    .where(and(...conditions))
    .orderBy(sql`${itemDate} desc`, sql`${contents.id} desc`)
    .limit(limit)
    .offset(offset);
}

export async function countPendingAndScheduled(db: Db, workspaceId: string): Promise<{ pending: number; scheduled: number }> {
  const rows = await rawRows<{ pending: number; scheduled: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'scheduled')::int as scheduled
        from contents where workspace_id = ${workspaceId} and status in ('pending', 'scheduled')`,
  );
  return rows[0] ?? { pending: 0, scheduled: 0 };
}
