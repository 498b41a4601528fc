import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contents, publicationTargets, socialAccounts } from '../../db/schema/index.ts';

export type ContentRow = typeof contents.$inferSelect;
export type NewContent = typeof contents.$inferInsert;
export type ContentChanges = Partial<
  Pick<
    ContentRow,
    | 'title'
    | 'text'
    | 'hashtags'
    | 'topics'
    | 'objective'
    | 'description'
    | 'publicationMode'
    | 'variants'
    | 'mediaId'
    | 'mediaUrl'
    | 'mediaType'
    | 'link'
    | 'platforms'
    | 'status'
    | 'repostOf'
  >
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
