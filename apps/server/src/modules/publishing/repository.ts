import type { PublishOptions } from '@publia/shared';
import { and, eq, exists, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows, type DriverRow } from '../../db/raw-rows.ts';
import { contents, publicationTargets } from '../../db/schema/index.ts';

/** A claimed target with what publishing it needs of its content (read in the claim's statement). */
export interface ClaimedTarget {
  id: string;
  workspaceId: string;
  contentId: string;
  accountId: string | null;
  platform: string;
  attempts: number;
  claimedAt: Date;
  dueAt: Date;
  createdAt: Date;
  text: string;
  variants: Record<string, string>;
  hashtags: string[];
  mediaId: string | null;
  /** Every medium in order (the first is `mediaId`'s), with its alternative text where one was written. */
  mediaItems: (typeof contents.$inferSelect)['mediaItems'];
  firstComment: string | null;
  thread: string[];
  publishOptions: PublishOptions;
  link: string | null;
  title: string | null;
  authorId: string | null;
}

/** `claimedColumns` as the driver answers them: instants as text, JSON parsed. */
type ClaimedTargetRow = DriverRow<ClaimedTarget>;

const claimedColumns = sql`t.id, t.workspace_id as "workspaceId", t.content_id as "contentId", t.account_id as "accountId",
  t.platform, t.attempts, t.claimed_at as "claimedAt", t.due_at as "dueAt", t.created_at as "createdAt",
  c.text, c.variants, c.hashtags, c.media_id as "mediaId", c.media_items as "mediaItems", c.first_comment as "firstComment",
  c.thread, c.publish_options as "publishOptions", c.link, c.title, c.user_id as "authorId"`;

const claimedTargetOf = (row: ClaimedTargetRow): ClaimedTarget => ({
  id: row.id,
  workspaceId: row.workspaceId,
  contentId: row.contentId,
  accountId: row.accountId,
  platform: row.platform,
  attempts: row.attempts,
  claimedAt: dateOf(row.claimedAt),
  dueAt: dateOf(row.dueAt),
  createdAt: dateOf(row.createdAt),
  text: row.text,
  variants: row.variants,
  hashtags: row.hashtags,
  mediaId: row.mediaId,
  mediaItems: row.mediaItems,
  firstComment: row.firstComment,
  thread: row.thread,
  publishOptions: row.publishOptions,
  link: row.link,
  title: row.title,
  authorId: row.authorId,
});

/** True for a target whose item waits in a paused posting queue: it is held, neither claimed nor given a job. */
const heldByPausedQueue = (target: 'publication_targets' | 't') =>
  sql`exists (select 1 from contents held join posting_queues q on q.workspace_id = held.workspace_id
               where held.id = ${sql.raw(target)}.content_id and held.queued_at is not null and q.paused)`;

/**
 * True for a target whose item needs approval: its workspace requires approval (its setting, read
 * here) and the item's approval (the content module's) is not `approved`. Such a target is never
 * claimed, whatever queued it (a job from before the rule changed, a direct insert).
 */
const awaitingApproval = (target: 'publication_targets' | 't') =>
  sql`(exists (select 1 from workspace_settings ws where ws.workspace_id = ${sql.raw(target)}.workspace_id and ws.approval_mode = 'required')
       and not exists (select 1 from content_approvals ca where ca.content_id = ${sql.raw(target)}.content_id and ca.status = 'approved'))`;

/** The targets the claim may take: queued, due, not held by a paused queue, not waiting for approval. */
const claimable = (targetId: string) =>
  sql`id = ${targetId} and status = 'queued' and due_at <= now() + interval '5 seconds'
      and not ${heldByPausedQueue('publication_targets')}`;

/**
 * Takes the target for this worker in ONE statement: only a queued target that is due moves to
 * `publishing`; a second run of the same job finds nothing to claim. A scheduled content starts
 * `publishing` with its first claimed target. A target whose item needs approval is not taken
 * (`refuseUnapprovedTarget` settles it).
 */
export async function claimTarget(db: Db, targetId: string): Promise<ClaimedTarget | null> {
  // Raw: the claim, the item's start and the read are one statement (updates in CTEs; drizzle's `$with` takes a select only).
  const rows = await rawRows<ClaimedTargetRow>(
    db,
    sql`with t as (
          update publication_targets
             set status = 'publishing', attempts = attempts + 1, claimed_at = now(), retry_at = null, updated_at = now()
           where ${claimable(targetId)} and not ${awaitingApproval('publication_targets')}
       returning *
        ), started as (
          update contents set status = 'publishing', updated_at = now()
           where id = (select content_id from t) and status = 'scheduled'
        )
        select ${claimedColumns} from t join contents c on c.id = t.content_id`,
  );
  return rows[0] ? claimedTargetOf(rows[0]) : null;
}

/**
 * A due target whose item needs approval fails for good with `reason`, in one statement, instead of
 * waiting queued forever: answers it (with what its author must be told) to the one run that settled it.
 */
export async function refuseUnapprovedTarget(db: Db, targetId: string, reason: string): Promise<ClaimedTarget | null> {
  // Raw: the same conditions as the claim's, and the target read with its content, in one statement.
  const rows = await rawRows<ClaimedTargetRow>(
    db,
    sql`with t as (
          update publication_targets
             set status = 'failed', last_error = ${reason.slice(0, 1000)}, retry_at = null, updated_at = now()
           where ${claimable(targetId)} and ${awaitingApproval('publication_targets')}
       returning *
        )
        select ${claimedColumns} from t join contents c on c.id = t.content_id`,
  );
  return rows[0] ? claimedTargetOf(rows[0]) : null;
}

interface ReclaimedTargetRow extends DriverRow<ClaimedTarget> {
  previousClaim: string;
}

const reclaimedTargetOf = (row: ReclaimedTargetRow): { target: ClaimedTarget; previousClaim: Date } => ({
  target: claimedTargetOf(row),
  previousClaim: dateOf(row.previousClaim),
});

/**
 * Takes over a target left `publishing` by a worker that died (its claim older than `staleSeconds`),
 * in one statement so that only one run takes it over.
 */
export async function reclaimStaleTarget(db: Db, targetId: string, staleSeconds: number): Promise<{ target: ClaimedTarget; previousClaim: Date } | null> {
  // Raw: `for update skip locked` in a CTE, and the old claim returned beside the new one, in one statement.
  const rows = await rawRows<ReclaimedTargetRow>(
    db,
    sql`with old as (
          select id, claimed_at from publication_targets
           where id = ${targetId} and status = 'publishing' and claimed_at < now() - make_interval(secs => ${staleSeconds})
           for update skip locked
        ), t as (
          update publication_targets p
             set attempts = p.attempts + 1, claimed_at = now(), updated_at = now()
            from old where p.id = old.id
       returning p.*, old.claimed_at as previous_claim
        )
        select ${claimedColumns}, t.previous_claim as "previousClaim" from t join contents c on c.id = t.content_id`,
  );
  return rows[0] ? reclaimedTargetOf(rows[0]) : null;
}

/** `claimedColumns` through the query builder (which maps the instants to dates itself). */
const claimedSelection = {
  id: publicationTargets.id,
  workspaceId: publicationTargets.workspaceId,
  contentId: publicationTargets.contentId,
  accountId: publicationTargets.accountId,
  platform: publicationTargets.platform,
  attempts: publicationTargets.attempts,
  claimedAt: publicationTargets.claimedAt,
  dueAt: publicationTargets.dueAt,
  createdAt: publicationTargets.createdAt,
  text: contents.text,
  variants: contents.variants,
  hashtags: contents.hashtags,
  mediaId: contents.mediaId,
  mediaItems: contents.mediaItems,
  firstComment: contents.firstComment,
  thread: contents.thread,
  publishOptions: contents.publishOptions,
  link: contents.link,
  title: contents.title,
  authorId: contents.userId,
};

/** A target left `to_check` with what the check needs, or null. */
export async function findTargetToCheck(db: Db, targetId: string): Promise<ClaimedTarget | null> {
  const [row] = await db
    .select(claimedSelection)
    .from(publicationTargets)
    .innerJoin(contents, eq(contents.id, publicationTargets.contentId))
    .where(and(eq(publicationTargets.id, targetId), eq(publicationTargets.status, 'to_check')));
  // A target reaches `to_check` only from a claim; were the claim missing, its creation bounds the search as well.
  return row ? { ...row, claimedAt: row.claimedAt ?? row.createdAt } : null;
}

const targetIn = (targetId: string, statuses: ('publishing' | 'to_check')[]) => and(eq(publicationTargets.id, targetId), inArray(publicationTargets.status, statuses));

/** Only the run holding the claim (`publishing`, or `to_check` confirmed later) records the outcome. */
export async function markPublished(db: Db, targetId: string, result: { externalId: string; url: string }): Promise<boolean> {
  const rows = await db
    .update(publicationTargets)
    .set({
      status: 'published',
      externalId: result.externalId,
      url: result.url,
      publishedAt: sql`now()`,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(targetIn(targetId, ['publishing', 'to_check']))
    .returning({ id: publicationTargets.id });
  return rows.length > 0;
}

export async function markSettledFailure(db: Db, targetId: string, status: 'failed' | 'to_check', reason: string): Promise<boolean> {
  const rows = await db
    .update(publicationTargets)
    .set({ status, lastError: reason.slice(0, 1000), updatedAt: sql`now()` })
    .where(targetIn(targetId, ['publishing']))
    .returning({ id: publicationTargets.id });
  return rows.length > 0;
}

/**
 * Back to queued for a later try (rate limit, a failure the network surely did not receive) at
 * `retryAt`, kept on the target so that the sweep gives a lost retry job back for that time.
 */
export async function requeueTarget(db: Db, targetId: string, reason: string, jobId: string, retryAt: Date): Promise<boolean> {
  const rows = await db
    .update(publicationTargets)
    .set({ status: 'queued', lastError: reason.slice(0, 1000), jobId, retryAt, updatedAt: sql`now()` })
    .where(targetIn(targetId, ['publishing']))
    .returning({ id: publicationTargets.id });
  return rows.length > 0;
}

/** A worker still at work renews its claim, so that a long upload is never taken for a dead worker's. */
export async function touchClaim(db: Db, targetId: string): Promise<void> {
  await db
    .update(publicationTargets)
    .set({ claimedAt: sql`now()` })
    .where(targetIn(targetId, ['publishing']));
}

const targetsOfContent = (db: Db, statuses?: ('queued' | 'publishing')[]) =>
  db
    .select({ one: sql`1` })
    .from(publicationTargets)
    .where(and(eq(publicationTargets.contentId, contents.id), statuses ? inArray(publicationTargets.status, statuses) : undefined));

/**
 * Items still `publishing` or `scheduled` although none of their targets is open: a crash between
 * a target's outcome and the item's settling left them so. Settling twice is harmless (only the call
 * that changes the row hears of it), so a few seconds are enough to let a live worker settle its own.
 */
export async function findUnsettledContents(db: Db, limit: number): Promise<{ id: string; workspaceId: string }[]> {
  return db
    .select({ id: contents.id, workspaceId: contents.workspaceId })
    .from(contents)
    .where(
      and(
        inArray(contents.status, ['publishing', 'scheduled']),
        lt(contents.updatedAt, sql`now() - interval '5 seconds'`),
        exists(targetsOfContent(db)),
        notExists(targetsOfContent(db, ['queued', 'publishing'])),
      ),
    )
    .limit(limit);
}

export interface SettledContent {
  id: string;
  workspaceId: string;
  status: 'published' | 'failed';
  authorId: string | null;
  title: string | null;
  wasScheduled: boolean;
  publishedPlatforms: string[];
}

/** The `returning` of `settleContentRow` as the driver answers it. */
interface SettledContentRow {
  id: string;
  workspaceId: string;
  status: string;
  authorId: string | null;
  title: string | null;
  wasScheduled: boolean;
  publishedPlatforms: string[];
}

const settledContentOf = (row: SettledContentRow): SettledContent => ({
  id: row.id,
  workspaceId: row.workspaceId,
  // The statement sets nothing else.
  status: row.status === 'published' ? 'published' : 'failed',
  authorId: row.authorId,
  title: row.title,
  wasScheduled: row.wasScheduled,
  publishedPlatforms: row.publishedPlatforms,
});

/**
 * When no target of the content is still queued or going out: published (at its first success)
 * if any target was published, else failed. Answers the content only to the call that changed it.
 */
/**
 * Holds the item's row until the transaction ends, before its targets are read to settle it: two
 * targets of one item recorded at once (X and LinkedIn side by side) each read the other's target
 * as still open when their reads run side by side, and neither would settle the item. The second
 * waits here for the first to commit, then reads both outcomes.
 */
export async function lockContentForSettling(tx: Db, workspaceId: string, contentId: string): Promise<void> {
  await tx.execute(sql`select id from contents where id = ${contentId} and workspace_id = ${workspaceId} for update`);
}

export async function settleContentRow(db: Db, workspaceId: string, contentId: string): Promise<SettledContent | null> {
  // Raw: the targets' aggregate feeds `update … from` in one statement, so that two settling calls never both change the item.
  const rows = await rawRows<SettledContentRow>(
    db,
    sql`with agg as (
          select count(*) filter (where status in ('queued', 'publishing')) as open,
                 count(*) filter (where status = 'published') as published,
                 min(published_at) as first_published,
                 coalesce(jsonb_agg(distinct platform) filter (where status = 'published'), '[]'::jsonb) as platforms
            from publication_targets where content_id = ${contentId} and workspace_id = ${workspaceId}
        )
        update contents c
           set status = case when agg.published > 0 then 'published' else 'failed' end,
               published_at = coalesce(c.published_at, agg.first_published),
               -- Gone out (or failed for good), an item no longer waits in the posting queue.
               queued_at = null,
               updated_at = now()
          from agg
         where c.id = ${contentId} and c.workspace_id = ${workspaceId} and agg.open = 0
           and (c.status in ('publishing', 'scheduled') or (c.status = 'failed' and agg.published > 0))
     returning c.id, c.workspace_id as "workspaceId", c.status, c.user_id as "authorId", c.title,
               (c.scheduled_for is not null) as "wasScheduled", agg.platforms as "publishedPlatforms"`,
  );
  return rows[0] ? settledContentOf(rows[0]) : null;
}

export interface OrphanTarget {
  id: string;
  status: 'queued' | 'publishing';
  dueAt: Date;
}

/** A row of `findOrphanTargets` as the driver answers it. */
interface OrphanTargetRow {
  id: string;
  status: string;
  dueAt: string;
}

const orphanTargetOf = (row: OrphanTargetRow): OrphanTarget => ({
  id: row.id,
  // Each branch of the union reads one status only.
  status: row.status === 'publishing' ? 'publishing' : 'queued',
  dueAt: dateOf(row.dueAt),
});

/**
 * Targets whose job is lost: queued for over `graceSeconds` without a waiting or running job in
 * pg-boss (the server stopped between the transaction and the job's insert, a queue emptied by
 * hand…), whatever their due time; and targets held by a claim older than `staleSeconds`.
 * `dueAt` is when the job should start: a queued target waiting for a retry answers its retry time.
 */
export async function findOrphanTargets(db: Db, options: { graceSeconds: number; staleSeconds: number; limit: number; queue: string }): Promise<OrphanTarget[]> {
  // Raw: it reads pg-boss's own `pgboss.job` table, which is not in our schema, and unions two ordered, limited scans.
  const rows = await rawRows<OrphanTargetRow>(
    db,
    sql`(select t.id, t.status, coalesce(t.retry_at, t.due_at) as "dueAt" from publication_targets t
          where t.status = 'queued' and t.updated_at < now() - make_interval(secs => ${options.graceSeconds})
            and not ${heldByPausedQueue('t')}
            and not exists (select 1 from pgboss.job j
                             where j.name = ${options.queue} and j.id::text = t.job_id and j.state in ('created', 'retry', 'active'))
          order by t.due_at limit ${options.limit})
        union all
        (select id, status, due_at as "dueAt" from publication_targets
          where status = 'publishing' and claimed_at < now() - make_interval(secs => ${options.staleSeconds})
          order by due_at limit ${options.limit})`,
  );
  return rows.map(orphanTargetOf);
}

export async function setJobIds(db: Db, pairs: { id: string; jobId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  // Raw: one `update … from jsonb_to_recordset` sets every pair in one statement; the builder updates one value for all rows.
  await db.execute(
    sql`update publication_targets t set job_id = v.job_id, updated_at = now()
          from (select * from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ id: p.id, job_id: p.jobId })))}::jsonb)
                as x(id uuid, job_id text)) v
         where t.id = v.id`,
  );
}
