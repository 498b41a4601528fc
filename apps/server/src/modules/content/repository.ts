import type { ContentItem } from '@publia/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contents } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { approvalJson } from './approval-repository.ts';
import { approvalRequiredOf, contentItemJson } from './item-json.ts';

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
    | 'mediaItems'
    | 'firstComment'
    | 'thread'
    | 'publishOptions'
    | 'link'
    | 'platforms'
    | 'status'
    | 'repostOf'
  >
>;
export type ContentStatusValue = ContentRow['status'];

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

/** Sets `evergreen` on a published item that is not itself a repost; null otherwise. */
export async function setEvergreenIf(db: Db, workspaceId: string, id: string, evergreen: boolean, now: Date): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ evergreen, updatedAt: now })
    .where(and(inWorkspace(workspaceId, id), eq(contents.status, 'published'), sql`${contents.repostOf} is null`))
    .returning();
  return row ?? null;
}

/** Changes the item only while its status is one of `statuses` (a concurrent publish wins cleanly). */
export async function updateContentIf(
  db: Db,
  workspaceId: string,
  id: string,
  statuses: ContentStatusValue[],
  changes: ContentChanges & { scheduledFor?: Date | null },
  now: Date,
): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ ...changes, updatedAt: now })
    .where(and(inWorkspace(workspaceId, id), inArray(contents.status, statuses)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the item unless it is going out, on the publishing engine's transaction (its targets go
 * with it); `wasQueued`: it waited in the posting queue.
 */
export async function deleteContentRow(tx: Db, workspaceId: string, id: string): Promise<{ deleted: boolean; wasQueued: boolean }> {
  const rows = await tx
    .delete(contents)
    .where(and(inWorkspace(workspaceId, id), sql`${contents.status} <> 'publishing'`))
    .returning({ id: contents.id, queuedAt: contents.queuedAt });
  return { deleted: rows.length > 0, wasQueued: Boolean(rows[0]?.queuedAt) };
}

export interface HistoryFilter {
  platform?: string;
  status?: string;
  search?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

/** The item's date: published, else scheduled, else created (the order of the history and its index). */
const itemDate = 'coalesce(published_at, scheduled_for, created_at)';

/** Where a page ends, as the next page's `after`: its last item's date to the microsecond (UTC) and id. */
const cursorOf = (row: string) => `to_char(${row}.item_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${row}.id`;

/** Where a page starts: after the item of this cursor (`historyQuerySchema` checked its form). */
export interface HistoryCursor {
  date: string;
  id: string;
}

export const parseHistoryCursor = (cursor: string): HistoryCursor => ({ date: cursor.slice(0, 27), id: cursor.slice(28) });

/** A page of the history: its items as the answer's JSON array, and where the next one starts. */
export interface HistoryPage {
  /** The items' JSON array (`contentItemSchema`), as the database wrote it. */
  data: string;
  hasMore: boolean;
  /** With `hasMore`: the next page's `after`. */
  nextCursor: string | null;
}

/**
 * A page of the workspace's items, newest first (one scan of contents_workspace_item_date_idx), as
 * the answer's JSON: one statement, prepared, answering one text the route sends as is (the hot
 * read path of the history: one round trip, one plan, and no row decoded or serialised again). Its
 * text depends only on which filters are set and on how the page is reached (the statement's name
 * says which), never on their values. `hasMore` comes from one row read past the page (no count of
 * the whole table). A page reached by its cursor reads from the previous page's last (date, id),
 * however deep; one reached by its number finds its first row's (date, id) by a scan that keeps only
 * those two, so the rows the offset skips are never built into answers.
 */
export async function findHistoryPage(
  db: Db,
  workspaceId: string,
  filter: HistoryFilter,
  pageSize: number,
  from: { offset: number } | { after: HistoryCursor },
): Promise<HistoryPage> {
  const params: unknown[] = [workspaceId];
  const where = ['workspace_id = $1'];
  let name = 'content_history';
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const add = (flag: string, condition: (param: string) => string, value: unknown) => {
    where.push(condition(param(value)));
    name += `_${flag}`;
  };
  if (filter.platform) add('p', (p) => `platforms @> ${p}::jsonb`, JSON.stringify([filter.platform]));
  if (filter.status) add('s', (p) => `status = ${p}`, filter.status);
  if (filter.search) {
    add('q', (p) => `(title ilike ${p} or text ilike ${p} or hashtags::text ilike ${p})`, containsPattern(filter.search));
  }
  if (filter.dateFrom) add('f', (p) => `${itemDate} >= ${p}::timestamptz`, filter.dateFrom.toISOString());
  if (filter.dateTo) add('t', (p) => `${itemDate} <= ${p}::timestamptz`, filter.dateTo.toISOString());
  if ('after' in from) {
    name += '_after';
    where.push(`(${itemDate}, id) < (${param(from.after.date)}::timestamptz, ${param(from.after.id)}::uuid)`);
  }
  const conditions = where.join(' and ');
  const order = `order by ${itemDate} desc, id desc`;
  const size = param(pageSize);
  const rows = `select contents.*, ${itemDate} as item_date from contents`;
  let pageCte = `page as (${rows} where ${conditions} ${order} limit ${size}::int + 1)`;
  if ('offset' in from && from.offset > 0) {
    name += '_from';
    pageCte = `first_row as (select ${itemDate} as item_date, id from contents where ${conditions} ${order} offset ${param(from.offset)} limit 1),
    page as (${rows} where ${conditions} and (${itemDate}, id) <= ((select item_date from first_row), (select id from first_row))
      ${order} limit ${size}::int + 1)`;
  }
  const text = `with ${pageCte},
    numbered as (select page.*, row_number() over (order by item_date desc, id desc) as n from page),
    shown as (select * from numbered where n <= ${size}::int),
    required as (select ${approvalRequiredOf('$1')} as value)
    select coalesce((select json_agg(${contentItemJson('i', { approval: 'a.approval', required: '(select value from required)' })} order by i.n)
        from shown i cross join lateral (select ${approvalJson('i')} as approval) a), '[]')::text as "data",
      exists (select 1 from numbered where n > ${size}::int) as "hasMore",
      (select ${cursorOf('i')} from shown i where i.n = ${size}::int) as "lastCursor"`;
  const [answer] = await preparedRows<{ data: string; hasMore: boolean; lastCursor: string | null }>(db, name, text, params);
  const { data, hasMore, lastCursor } = answer!;
  return { data, hasMore, nextCursor: hasMore ? lastCursor : null };
}

/**
 * The items asked to be approved and not gone out, oldest request first (the admins' approval
 * queue), as the answer's JSON.
 */
export async function findApprovalQueue(db: Db, workspaceId: string): Promise<ContentItem[]> {
  const text = `select coalesce(json_agg(${contentItemJson('c')} order by r.requested_at, c.id), '[]')::text as items
    from content_approvals r join contents c on c.id = r.content_id and c.workspace_id = $1
    where r.workspace_id = $1 and r.status = 'requested' and c.status not in ('published', 'publishing')`;
  const [answer] = await preparedRows<{ items: string }>(db, 'content_approval_queue', text, [workspaceId]);
  return JSON.parse(answer!.items) as ContentItem[];
}

/** One item of the workspace as the answer's JSON, null when it has none of this id. */
export async function findContentItem(db: Db, workspaceId: string, id: string): Promise<ContentItem | null> {
  const text = `select ${contentItemJson('c')}::text as item from contents c where c.id = $2 and c.workspace_id = $1`;
  const [answer] = await preparedRows<{ item: string }>(db, 'content_item', text, [workspaceId, id]);
  return answer ? (JSON.parse(answer.item) as ContentItem) : null;
}

export async function countPendingAndScheduled(db: Db, workspaceId: string): Promise<{ pending: number; scheduled: number }> {
  const rows = await rawRows<{ pending: number; scheduled: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'scheduled')::int as scheduled
        from contents where workspace_id = ${workspaceId} and status in ('pending', 'scheduled')`,
  );
  return rows[0] ?? { pending: 0, scheduled: 0 };
}

/** Locks the items' rows until the transaction ends (`db` is one). */
export async function lockContents(db: Db, workspaceId: string, contentIds: string[]): Promise<void> {
  await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.workspaceId, workspaceId), inArray(contents.id, contentIds)))
    .orderBy(contents.id)
    .for('update');
}

/**
 * The figures shown on the items (`impressions`, `likes`): their targets' latest summed by the
 * analytics module, written in one statement (kept within the column's integer range).
 */
export async function updateContentFigures(db: Db, workspaceId: string, totals: { contentId: string; impressions: number | null; likes: number | null }[]): Promise<void> {
  if (totals.length === 0) return;
  const values = JSON.stringify(totals.map((row) => ({ id: row.contentId, impressions: row.impressions, likes: row.likes })));
  await db.execute(sql`
    update contents c set impressions = least(v.impressions, 2147483647)::int, likes = least(v.likes, 2147483647)::int
    from json_to_recordset(${values}::json) as v(id uuid, impressions bigint, likes bigint)
    where c.id = v.id and c.workspace_id = ${workspaceId}`);
}
