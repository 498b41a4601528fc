import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows, type DriverRow } from '../../db/raw-rows.ts';
import { contents, publicationTargetParts, publicationTargets } from '../../db/schema/index.ts';

export interface NewPart {
  position: number;
  kind: 'first_comment' | 'thread';
  text: string;
}

/** A part claimed to be sent, with what sending it needs of its target. */
export interface ClaimedPart {
  id: string;
  targetId: string;
  workspaceId: string;
  position: number;
  kind: 'first_comment' | 'thread';
  text: string;
  attempts: number;
  /** The claim this one replaced: set when a run died while sending it (it may have reached the network). */
  previousClaim: Date | null;
  accountId: string | null;
  platform: string;
  /** The published post the part follows. */
  postExternalId: string;
  postUrl: string | null;
  /** The part it answers (the thread's previous post); the post itself for the first one. */
  replyToExternalId: string;
  /** What the target's other parts already are on the network (never taken for this one). */
  knownExternalIds: string[];
}

/** Writes the target's parts once: a second call (a job run again) finds them there and changes nothing. */
export async function insertParts(db: Db, workspaceId: string, targetId: string, parts: NewPart[]): Promise<void> {
  if (parts.length === 0) return;
  await db
    .insert(publicationTargetParts)
    .values(parts.map((part) => ({ ...part, workspaceId, targetId })))
    .onConflictDoNothing({ target: [publicationTargetParts.targetId, publicationTargetParts.position] });
}

type ClaimedPartRow = DriverRow<Omit<ClaimedPart, 'previousClaim' | 'knownExternalIds'>> & { previousClaim: string | null; knownExternalIds: string[] | null };

/**
 * Claims the target's next part to send, in one statement: the first part not yet published, if it
 * is queued (and its retry time, if any, has come), or `publishing` under a claim older than
 * `staleSeconds` (its run died). A part that failed, waits to be checked or waits for its retry time
 * stops the ones after it: a thread never skips a post. Null when nothing is to be sent now (all
 * sent, stopped, waiting, or another run holds the claim).
 */
export async function claimNextPart(db: Db, targetId: string, staleSeconds: number): Promise<ClaimedPart | null> {
  const rows = await rawRows<ClaimedPartRow>(
    db,
    sql`with next as (
          select p.* from publication_target_parts p
           where p.target_id = ${targetId} and p.status <> 'published'
           order by p.position limit 1
        ), claimed as (
          update publication_target_parts p
             set status = 'publishing', attempts = p.attempts + 1, retry_at = null, claimed_at = now(), updated_at = now()
            from next
           where p.id = next.id
             -- On the row itself (not the CTE's copy): a claim made meanwhile by another run is seen
             -- again once its lock is released, and this update then finds nothing to claim.
             -- A job run early (another run's, the sweep's) must not spend an attempt on a rate limit
             -- not yet reset; the 5 seconds allow for the worker's clock running ahead of the database's.
             and ((p.status = 'queued' and (p.retry_at is null or p.retry_at <= now() + interval '5 seconds'))
                  or (p.status = 'publishing' and p.claimed_at < now() - make_interval(secs => ${staleSeconds})))
       returning p.*, case when next.status = 'publishing' then next.claimed_at end as previous_claim
        )
        select c.id, c.target_id as "targetId", c.workspace_id as "workspaceId", c.position, c.kind, c.text, c.attempts,
               c.previous_claim as "previousClaim", t.account_id as "accountId", t.platform,
               t.external_id as "postExternalId", t.url as "postUrl",
               coalesce((select b.external_id from publication_target_parts b
                          where b.target_id = c.target_id and b.position < c.position and c.kind = 'thread'
                          order by b.position desc limit 1), t.external_id) as "replyToExternalId",
               (select array_agg(o.external_id) from publication_target_parts o
                 where o.target_id = c.target_id and o.id <> c.id and o.external_id is not null) as "knownExternalIds"
          from claimed c join publication_targets t on t.id = c.target_id
         where t.status = 'published' and t.external_id is not null`,
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, previousClaim: row.previousClaim ? dateOf(row.previousClaim) : null, knownExternalIds: row.knownExternalIds ?? [] };
}

/** Only the run holding the claim records the outcome. */
export async function markPartPublished(db: Db, partId: string, result: { externalId: string; url: string | null }): Promise<boolean> {
  const rows = await db
    .update(publicationTargetParts)
    .set({ status: 'published', externalId: result.externalId, url: result.url, publishedAt: sql`now()`, lastError: null, retryAt: null, updatedAt: sql`now()` })
    .where(and(eq(publicationTargetParts.id, partId), eq(publicationTargetParts.status, 'publishing')))
    .returning({ id: publicationTargetParts.id });
  return rows.length > 0;
}

/**
 * The part stops here (`failed`, or `to_check` when it may have reached the network), or waits for
 * its next try (`queued`) until `retryAt`. Only the run holding the claim settles it: true for that one.
 */
export async function settlePart(
  db: Db,
  partId: string,
  outcome: { status: 'failed' | 'to_check'; reason: string } | { status: 'queued'; reason: string; retryAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(publicationTargetParts)
    .set({ status: outcome.status, lastError: outcome.reason, retryAt: outcome.status === 'queued' ? outcome.retryAt : null, updatedAt: sql`now()` })
    .where(and(eq(publicationTargetParts.id, partId), eq(publicationTargetParts.status, 'publishing')))
    .returning({ id: publicationTargetParts.id });
  return rows.length > 0;
}

/** What the author of a stopped part is told: the item, and where the part stood among its target's thread posts. */
export interface StoppedPart {
  contentId: string;
  authorId: string | null;
  title: string | null;
  /** For a thread's post: its rank among the target's thread posts (1 for the first after the post), and how many there are. */
  threadRank: number;
  threadLength: number;
}

/** The item of a part, and its place in its thread; null for a part since deleted with its item. */
export async function findStoppedPart(db: Db, partId: string): Promise<StoppedPart | null> {
  const parts = publicationTargetParts;
  const threadPosts = (upToThisOne: boolean) =>
    sql<number>`(select count(*) from publication_target_parts o
                  where o.target_id = ${parts.targetId} and o.kind = 'thread'
                    ${upToThisOne ? sql`and o.position <= ${parts.position}` : sql``})`.mapWith(Number);
  const [row] = await db
    .select({
      contentId: publicationTargets.contentId,
      authorId: contents.userId,
      title: contents.title,
      threadRank: threadPosts(true),
      threadLength: threadPosts(false),
    })
    .from(parts)
    .innerJoin(publicationTargets, eq(publicationTargets.id, parts.targetId))
    .innerJoin(contents, eq(contents.id, publicationTargets.contentId))
    .where(eq(parts.id, partId));
  return row ?? null;
}

/**
 * Targets published whose next part is still to send and nothing happened to it for `staleSeconds`
 * (its job lost with a worker), oldest first, for the sweep. Only the first part not yet published
 * counts: one that failed stops its thread for good, and one waiting for its retry time is left
 * alone until then (the parts after it wait with it), so that no job runs before that time.
 */
export async function findTargetsWithPartsToSend(db: Db, staleSeconds: number, limit: number): Promise<string[]> {
  const parts = publicationTargetParts;
  const rows = await db
    .select({ targetId: parts.targetId })
    .from(parts)
    .innerJoin(publicationTargets, eq(publicationTargets.id, parts.targetId))
    .where(
      and(
        eq(publicationTargets.status, 'published'),
        inArray(parts.status, ['queued', 'publishing']),
        sql`${parts.updatedAt} < now() - make_interval(secs => ${staleSeconds})`,
        sql`(${parts.retryAt} is null or ${parts.retryAt} <= now())`,
        // `earlier` names its own table: the unaliased name in there is the outer part's row.
        sql`not exists (select 1 from publication_target_parts earlier
                         where earlier.target_id = ${parts.targetId} and earlier.position < ${parts.position} and earlier.status <> 'published')`,
      ),
    )
    .orderBy(asc(parts.createdAt))
    .limit(limit);
  return rows.map((row) => row.targetId);
}
