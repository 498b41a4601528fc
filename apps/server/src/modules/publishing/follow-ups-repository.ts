import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dateOf, rawRows, type DriverRow } from '../../db/raw-rows.ts';
import { publicationTargetParts, publicationTargets } from '../../db/schema/index.ts';

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
 * is queued, or `publishing` under a claim older than `staleSeconds` (its run died). A part that
 * failed, or waits to be checked, stops the ones after it: a thread never skips a post. Null when
 * nothing is to be sent now (all sent, stopped, or another run holds the claim).
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
             set status = 'publishing', attempts = p.attempts + 1, claimed_at = now(), updated_at = now()
            from next
           where p.id = next.id
             -- On the row itself (not the CTE's copy): a claim made meanwhile by another run is seen
             -- again once its lock is released, and this update then finds nothing to claim.
             and (p.status = 'queued' or (p.status = 'publishing' and p.claimed_at < now() - make_interval(secs => ${staleSeconds})))
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
    .set({ status: 'published', externalId: result.externalId, url: result.url, publishedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(publicationTargetParts.id, partId), eq(publicationTargetParts.status, 'publishing')))
    .returning({ id: publicationTargetParts.id });
  return rows.length > 0;
}

/** The part stops here (`failed`, or `to_check` when it may have reached the network), or waits for its next try (`queued`). */
export async function settlePart(db: Db, partId: string, status: 'failed' | 'to_check' | 'queued', reason: string): Promise<boolean> {
  const rows = await db
    .update(publicationTargetParts)
    .set({ status, lastError: reason, updatedAt: sql`now()` })
    .where(and(eq(publicationTargetParts.id, partId), eq(publicationTargetParts.status, 'publishing')))
    .returning({ id: publicationTargetParts.id });
  return rows.length > 0;
}

/** Targets published with parts still to send (a job lost with its worker), oldest first, for the sweep. */
export async function findTargetsWithPartsToSend(db: Db, staleSeconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ targetId: publicationTargetParts.targetId, createdAt: publicationTargetParts.createdAt })
    .from(publicationTargetParts)
    .innerJoin(publicationTargets, eq(publicationTargets.id, publicationTargetParts.targetId))
    .where(
      and(
        eq(publicationTargets.status, 'published'),
        inArray(publicationTargetParts.status, ['queued', 'publishing']),
        sql`${publicationTargetParts.updatedAt} < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .orderBy(asc(publicationTargetParts.createdAt))
    .limit(limit);
  return [...new Set(rows.map((row) => row.targetId))];
}
