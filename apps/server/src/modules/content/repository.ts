import type { ContentApproval, ContentMedium, PublishOptions, TargetPart } from '@publia/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, preparedRows } from '../../db/prepared-rows.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contents, publicationTargets, socialAccounts } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { approvalJson } from './approval-repository.ts';

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
  /** Its first comment or its thread's further posts, in order, already the answer's JSON. */
  parts: TargetPart[];
}

/** A target's parts as the answer shows them, in order (`target` is the target's table or alias). */
const partsJson = (target: string) => `coalesce((select json_agg(json_build_object('position', p.position, 'kind', p.kind,
    'status', p.status, 'externalId', p.external_id, 'url', p.url, 'lastError', p.last_error) order by p.position)
  from publication_target_parts p where p.target_id = ${target}.id), '[]'::json)`;

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
export async function setEvergreenIf(db: Db, workspaceId: string, id: string, evergreen: boolean): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ evergreen, updatedAt: new Date() })
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
): Promise<ContentRow | null> {
  const [row] = await db
    .update(contents)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inWorkspace(workspaceId, id), inArray(contents.status, statuses)))
    .returning();
  return row ?? null;
}

/** Deletes the item unless one of its targets is being published; answers the job ids of its queued targets. */
export async function deleteContentUnlessPublishing(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<{ deleted: boolean; jobIds: string[]; leftQueue: boolean }> {
  return db.transaction(async (tx) => {
    const busy = await tx
      .select({ id: publicationTargets.id })
      .from(publicationTargets)
      .where(and(eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'publishing')))
      .limit(1);
    if (busy.length > 0) return { deleted: false, jobIds: [], leftQueue: false };
    const queued = await tx
      .select({ jobId: publicationTargets.jobId })
      .from(publicationTargets)
      .where(and(eq(publicationTargets.workspaceId, workspaceId), eq(publicationTargets.contentId, id), eq(publicationTargets.status, 'queued')));
    const rows = await tx
      .delete(contents)
      .where(and(inWorkspace(workspaceId, id), sql`${contents.status} <> 'publishing'`))
      .returning({ id: contents.id, queuedAt: contents.queuedAt });
    return { deleted: rows.length > 0, jobIds: queued.flatMap((row) => (row.jobId ? [row.jobId] : [])), leftQueue: Boolean(rows[0]?.queuedAt) };
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
  parts: sql<TargetPart[]>`${sql.raw(partsJson('publication_targets'))}`,
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

/** An item of the history as the driver answers it: instants already as the JSON's text. */
export interface HistoryRow {
  id: string;
  title: string | null;
  text: string;
  mediaId: string | null;
  mediaUrl: string | null;
  mediaType: ContentRow['mediaType'];
  mediaItems: ContentMedium[];
  firstComment: string | null;
  thread: string[];
  publishOptions: PublishOptions;
  platforms: string[];
  hashtags: string[];
  topics: string[];
  objective: ContentRow['objective'];
  description: string | null;
  publicationMode: ContentRow['publicationMode'];
  variants: Record<string, string>;
  link: string | null;
  status: ContentStatusValue;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  scheduledFor: string | null;
  repostOf: string | null;
  impressions: number | null;
  likes: number | null;
  queuedAt: string | null;
  evergreen: boolean;
  original: OriginalRow | null;
  /** Where the item stands in the team's approval (null: no one asked), already the answer's JSON. */
  approval: ContentApproval | null;
  /** The workspace requires approval (its rule, read once per statement: the workspace is `$1`). */
  approvalRequired: boolean;
}

/** What a repost was made from, with that item's figures. */
export interface OriginalRow {
  id: string;
  title: string | null;
  impressions: number | null;
  likes: number | null;
}

/** A target of the history as the driver answers it, with its account's username. */
export interface HistoryTargetRow extends Omit<TargetView, 'dueAt' | 'publishedAt'> {
  dueAt: string;
  publishedAt: string | null;
}

const historyColumns = `id, title, text, media_id as "mediaId", media_url as "mediaUrl", media_type as "mediaType",
  media_items as "mediaItems", first_comment as "firstComment", thread, publish_options as "publishOptions",
  platforms, hashtags, topics, objective, description, publication_mode as "publicationMode", variants, link, status,
  ${isoInstant('created_at')} as "createdAt", ${isoInstant('updated_at')} as "updatedAt",
  ${isoInstant('published_at')} as "publishedAt", ${isoInstant('scheduled_for')} as "scheduledFor",
  repost_of as "repostOf", impressions, likes, ${isoInstant('queued_at')} as "queuedAt", evergreen,
  case when repost_of is null then null else
    (select json_build_object('id', o.id, 'title', o.title, 'impressions', o.impressions, 'likes', o.likes)
       from contents o where o.id = contents.repost_of and o.workspace_id = contents.workspace_id) end as "original",
  ${approvalJson('contents')} as "approval",
  coalesce((select ws.approval_mode = 'required' from workspace_settings ws where ws.workspace_id = $1), false) as "approvalRequired"`;

/** The item's date: published, else scheduled, else created (the order of the history and its index). */
const itemDate = 'coalesce(published_at, scheduled_for, created_at)';

/** The targets' columns, instants as the JSON's text, with their account's username. */
const historyTargetColumns = `t.id, t.content_id as "contentId", t.account_id as "accountId", t.platform, a.username, t.status,
    t.external_id as "externalId", t.url, t.attempts, t.last_error as "lastError",
    ${isoInstant('t.due_at')} as "dueAt", ${isoInstant('t.published_at')} as "publishedAt", ${partsJson('t')} as parts`;

/**
 * A page of the workspace's items, newest first (one scan of contents_workspace_item_date_idx), and
 * their targets, oldest first: one statement, prepared, answering two JSON texts. The hot read path
 * of the history: one round trip and one plan instead of two, and two values to decode instead of
 * every field of every row (on the embedded database, decoding rows cost as much as the query).
 * Its text depends only on which filters are set and on whether the page is the first (the
 * statement's name says which), never on their values. A later page is read from its first row's
 * (date, id), found by a scan that keeps only those two: the rows skipped by the offset are never
 * built into answers, however deep the page.
 */
export async function findHistoryPage(
  db: Db,
  workspaceId: string,
  filter: HistoryFilter,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; targets: HistoryTargetRow[] }> {
  const params: unknown[] = [workspaceId];
  const where = ['workspace_id = $1'];
  let name = 'content_history';
  const add = (flag: string, condition: (param: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
    name += `_${flag}`;
  };
  if (filter.platform) add('p', (p) => `platforms @> ${p}::jsonb`, JSON.stringify([filter.platform]));
  if (filter.status) add('s', (p) => `status = ${p}`, filter.status);
  if (filter.search) {
    add('q', (p) => `(title ilike ${p} or text ilike ${p} or hashtags::text ilike ${p})`, containsPattern(filter.search));
  }
  if (filter.dateFrom) add('f', (p) => `${itemDate} >= ${p}::timestamptz`, filter.dateFrom.toISOString());
  if (filter.dateTo) add('t', (p) => `${itemDate} <= ${p}::timestamptz`, filter.dateTo.toISOString());
  const conditions = where.join(' and ');
  const order = `order by ${itemDate} desc, id desc`;
  params.push(limit);
  const limitParam = `$${params.length}`;
  let pageCte = `page as (select ${historyColumns}, ${itemDate} as item_date from contents where ${conditions} ${order} limit ${limitParam})`;
  if (offset > 0) {
    params.push(offset);
    name += '_from';
    pageCte = `first_row as (select ${itemDate} as item_date, id from contents where ${conditions} ${order} offset $${params.length} limit 1),
    page as (select ${historyColumns}, ${itemDate} as item_date from contents
     where ${conditions} and (${itemDate}, id) <= ((select item_date from first_row), (select id from first_row))
     ${order} limit ${limitParam})`;
  }
  const text = `with ${pageCte}
    select coalesce((select json_agg(p order by p.item_date desc, p.id desc) from page p), '[]')::text as "rows",
      coalesce((select json_agg(t order by t.created_at, t.id) from (select ${historyTargetColumns}, t.created_at
         from publication_targets t left join social_accounts a on a.id = t.account_id
        where t.workspace_id = $1 and t.content_id in (select id from page)) t), '[]')::text as "targets"`;
  const [answer] = await preparedRows<{ rows: string; targets: string }>(db, name, text, params);
  return { rows: JSON.parse(answer!.rows) as HistoryRow[], targets: JSON.parse(answer!.targets) as HistoryTargetRow[] };
}

const approvalQueueText = `select ${historyColumns} from contents
  where workspace_id = $1 and status not in ('published', 'publishing')
    and id in (select content_id from content_approvals where workspace_id = $1 and status = 'requested')
  order by (select requested_at from content_approvals r where r.content_id = contents.id), id`;

/** The items asked to be approved and not gone out, oldest request first (the admins' approval queue). */
export async function findApprovalQueue(db: Db, workspaceId: string): Promise<HistoryRow[]> {
  return preparedRows<HistoryRow>(db, 'content_approval_queue', approvalQueueText, [workspaceId]);
}

const historyTargetsText = `select ${historyTargetColumns}
  from publication_targets t left join social_accounts a on a.id = t.account_id
  where t.workspace_id = $1 and t.content_id = any($2::uuid[])
  order by t.created_at, t.id`;

/** The targets of a history page, oldest first, with their account's username: one query, one array parameter. */
export async function listHistoryTargets(db: Db, workspaceId: string, contentIds: string[]): Promise<HistoryTargetRow[]> {
  if (contentIds.length === 0) return [];
  return preparedRows<HistoryTargetRow>(db, 'content_history_targets', historyTargetsText, [workspaceId, contentIds]);
}

export async function countPendingAndScheduled(db: Db, workspaceId: string): Promise<{ pending: number; scheduled: number }> {
  const rows = await rawRows<{ pending: number; scheduled: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'scheduled')::int as scheduled
        from contents where workspace_id = ${workspaceId} and status in ('pending', 'scheduled')`,
  );
  return rows[0] ?? { pending: 0, scheduled: 0 };
}

/**
 * The figures shown on the items (`impressions`, `likes`): their targets' latest summed by the
 * analytics module, written in one statement (kept within the column's integer range).
 */
export async function updateContentFigures(
  db: Db,
  workspaceId: string,
  totals: { contentId: string; impressions: number | null; likes: number | null }[],
): Promise<void> {
  if (totals.length === 0) return;
  const values = JSON.stringify(totals.map((row) => ({ id: row.contentId, impressions: row.impressions, likes: row.likes })));
  await db.execute(sql`
    update contents c set impressions = least(v.impressions, 2147483647)::int, likes = least(v.likes, 2147483647)::int
    from json_to_recordset(${values}::json) as v(id uuid, impressions bigint, likes bigint)
    where c.id = v.id and c.workspace_id = ${workspaceId}`);
}
