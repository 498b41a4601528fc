import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

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
  link: string | null;
  title: string | null;
  authorId: string | null;
}

const claimedColumns = sql`t.id, t.workspace_id as "workspaceId", t.content_id as "contentId", t.account_id as "accountId",
  t.platform, t.attempts, t.claimed_at as "claimedAt", t.due_at as "dueAt", t.created_at as "createdAt",
  c.text, c.variants, c.hashtags, c.media_id as "mediaId", c.link, c.title, c.user_id as "authorId"`;

const asDates = (row: ClaimedTarget): ClaimedTarget => ({
  ...row,
  claimedAt: new Date(row.claimedAt),
  dueAt: new Date(row.dueAt),
  createdAt: new Date(row.createdAt),
});

/**
 * Takes the target for this worker in ONE statement: only a queued target that is due moves to
 * `publishing`; a second run of the same job finds nothing to claim. A scheduled content starts
 * `publishing` with its first claimed target.
 */
export async function claimTarget(db: Db, targetId: string): Promise<ClaimedTarget | null> {
  const rows = await rawRows<ClaimedTarget>(
    db,
    sql`with t as (
          update publication_targets
             set status = 'publishing', attempts = attempts + 1, claimed_at = now(), retry_at = null, updated_at = now()
           where id = ${targetId} and status = 'queued' and due_at <= now() + interval '5 seconds'
       returning *
        ), started as (
          update contents set status = 'publishing', updated_at = now()
           where id = (select content_id from t) and status = 'scheduled'
        )
        select ${claimedColumns} from t join contents c on c.id = t.content_id`,
  );
  return rows[0] ? asDates(rows[0]) : null;
}

/**
 * Takes over a target left `publishing` by a worker that died (its claim older than `staleSeconds`),
 * in one statement so that only one run takes it over.
 */
export async function reclaimStaleTarget(db: Db, targetId: string, staleSeconds: number): Promise<{ target: ClaimedTarget; previousClaim: Date } | null> {
  const rows = await rawRows<ClaimedTarget & { previousClaim: Date }>(
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
  const row = rows[0];
  return row ? { target: asDates(row), previousClaim: new Date(row.previousClaim) } : null;
}

/** A target left `to_check` with what the check needs, or null. */
export async function findTargetToCheck(db: Db, targetId: string): Promise<ClaimedTarget | null> {
  const rows = await rawRows<ClaimedTarget>(
    db,
    sql`select ${claimedColumns} from publication_targets t join contents c on c.id = t.content_id
         where t.id = ${targetId} and t.status = 'to_check'`,
  );
  return rows[0] ? asDates(rows[0]) : null;
}

/** Only the run holding the claim (`publishing`, or `to_check` confirmed later) records the outcome. */
export async function markPublished(db: Db, targetId: string, result: { externalId: string; url: string }): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update publication_targets
           set status = 'published', external_id = ${result.externalId}, url = ${result.url}, published_at = now(),
               last_error = null, updated_at = now()
         where id = ${targetId} and status in ('publishing', 'to_check') returning id`,
  );
  return rows.length > 0;
}

export async function markSettledFailure(db: Db, targetId: string, status: 'failed' | 'to_check', reason: string): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update publication_targets set status = ${status}, last_error = ${reason.slice(0, 1000)}, updated_at = now()
         where id = ${targetId} and status = 'publishing' returning id`,
  );
  return rows.length > 0;
}

/**
 * Back to queued for a later try (rate limit, a failure the network surely did not receive) at
 * `retryAt`, kept on the target so that the sweep gives a lost retry job back for that time.
 */
export async function requeueTarget(db: Db, targetId: string, reason: string, jobId: string, retryAt: Date): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update publication_targets set status = 'queued', last_error = ${reason.slice(0, 1000)}, job_id = ${jobId},
               retry_at = ${retryAt.toISOString()}, updated_at = now()
         where id = ${targetId} and status = 'publishing' returning id`,
  );
  return rows.length > 0;
}

/** A worker still at work renews its claim, so that a long upload is never taken for a dead worker's. */
export async function touchClaim(db: Db, targetId: string): Promise<void> {
  await db.execute(sql`update publication_targets set claimed_at = now() where id = ${targetId} and status = 'publishing'`);
}

/**
 * Items still `publishing` or `scheduled` although none of their targets is open: a crash between
 * a target's outcome and the item's settling left them so. Settling twice is harmless (only the call
 * that changes the row hears of it), so a few seconds are enough to let a live worker settle its own.
 */
export async function findUnsettledContents(db: Db, limit: number): Promise<{ id: string; workspaceId: string }[]> {
  return rawRows<{ id: string; workspaceId: string }>(
    db,
    sql`select c.id, c.workspace_id as "workspaceId" from contents c
         where c.status in ('publishing', 'scheduled') and c.updated_at < now() - interval '5 seconds'
           and exists (select 1 from publication_targets t where t.content_id = c.id)
           and not exists (select 1 from publication_targets t where t.content_id = c.id and t.status in ('queued', 'publishing'))
         limit ${limit}`,
  );
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

/**
 * When no target of the content is still queued or going out: published (at its first success)
 * if any target was published, else failed. Answers the content only to the call that changed it.
 */
export async function settleContentRow(db: Db, workspaceId: string, contentId: string): Promise<SettledContent | null> {
  const rows = await rawRows<SettledContent>(
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
               updated_at = now()
          from agg
         where c.id = ${contentId} and c.workspace_id = ${workspaceId} and agg.open = 0
           and (c.status in ('publishing', 'scheduled') or (c.status = 'failed' and agg.published > 0))
     returning c.id, c.workspace_id as "workspaceId", c.status, c.user_id as "authorId", c.title,
               (c.scheduled_for is not null) as "wasScheduled", agg.platforms as "publishedPlatforms"`,
  );
  return rows[0] ?? null;
}

/**
 * Targets whose job is lost: queued for over `graceSeconds` without a waiting or running job in
 * pg-boss (the server stopped between the transaction and the job's insert, a queue emptied by
 * hand…), whatever their due time; and targets held by a claim older than `staleSeconds`.
 * `dueAt` is when the job should start: a queued target waiting for a retry answers its retry time.
 */
export async function findOrphanTargets(
  db: Db,
  options: { graceSeconds: number; staleSeconds: number; limit: number; queue: string },
): Promise<{ id: string; status: 'queued' | 'publishing'; dueAt: Date }[]> {
  const rows = await rawRows<{ id: string; status: 'queued' | 'publishing'; dueAt: Date }>(
    db,
    sql`(select t.id, t.status, coalesce(t.retry_at, t.due_at) as "dueAt" from publication_targets t
          where t.status = 'queued' and t.updated_at < now() - make_interval(secs => ${options.graceSeconds})
            and not exists (select 1 from pgboss.job j
                             where j.name = ${options.queue} and j.id::text = t.job_id and j.state in ('created', 'retry', 'active'))
          order by t.due_at limit ${options.limit})
        union all
        (select id, status, due_at as "dueAt" from publication_targets
          where status = 'publishing' and claimed_at < now() - make_interval(secs => ${options.staleSeconds})
          order by due_at limit ${options.limit})`,
  );
  return rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt) }));
}

export async function setJobIds(db: Db, pairs: { id: string; jobId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(
    sql`update publication_targets t set job_id = v.job_id, updated_at = now()
          from (select * from jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ id: p.id, job_id: p.jobId })))}::jsonb)
                as x(id uuid, job_id text)) v
         where t.id = v.id`,
  );
}
