import type { ScannerMessage, ScannerStage, ScannerStatus } from '@publia/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { scannerAnalyses, scannerFixes } from '../../db/schema/index.ts';

export type AnalysisRow = typeof scannerAnalyses.$inferSelect;
export type FixRow = typeof scannerFixes.$inferSelect;
type NewAnalysis = typeof scannerAnalyses.$inferInsert;

export interface Progress {
  status?: ScannerStatus;
  progress?: number;
  stage?: ScannerStage;
}

/* ---------- Analyses ---------- */

export async function insertAnalysis(db: Db, row: NewAnalysis): Promise<AnalysisRow> {
  const [inserted] = await db.insert(scannerAnalyses).values(row).returning();
  return inserted!;
}

export async function findAnalysis(db: Db, workspaceId: string, id: string): Promise<AnalysisRow | null> {
  const [row] = await db
    .select()
    .from(scannerAnalyses)
    .where(and(eq(scannerAnalyses.workspaceId, workspaceId), eq(scannerAnalyses.id, id)))
    .limit(1);
  return row ?? null;
}

/** The job's read: by id alone (the worker's claim carries no workspace of its own). */
export async function findAnalysisById(db: Db, id: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(scannerAnalyses).where(eq(scannerAnalyses.id, id)).limit(1);
  return row ?? null;
}

export async function listAnalyses(db: Db, workspaceId: string, now: Date): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(scannerAnalyses)
    .where(and(eq(scannerAnalyses.workspaceId, workspaceId), gte(scannerAnalyses.expiresAt, now)))
    .orderBy(desc(scannerAnalyses.createdAt), desc(scannerAnalyses.id))
    .limit(100);
}

/** A worker's hold on an analysis: its id and the attempt it took, which only that run's writes carry. */
export interface AnalysisClaim {
  id: string;
  attempt: number;
}

/** Only the run holding the claim writes: a worker taken for dead, come back late, changes nothing. */
const heldBy = (claim: AnalysisClaim) => and(eq(scannerAnalyses.id, claim.id), eq(scannerAnalyses.status, 'running'), eq(scannerAnalyses.attempts, claim.attempt));

export async function setAnalysisProgress(db: Db, claim: AnalysisClaim, progress: Progress): Promise<void> {
  await db.update(scannerAnalyses).set(progress).where(heldBy(claim));
}

/** Answers false when the claim was no longer this run's (nothing written). */
export async function finishAnalysis(db: Db, claim: AnalysisClaim, done: Pick<AnalysisRow, 'measurements' | 'result'>, now: Date): Promise<boolean> {
  const rows = await db
    .update(scannerAnalyses)
    .set({ ...done, status: 'done', progress: 100, stage: 'done', error: null, finishedAt: now })
    .where(heldBy(claim))
    .returning({ id: scannerAnalyses.id });
  return rows.length > 0;
}

export async function failAnalysis(db: Db, claim: AnalysisClaim, error: ScannerMessage, now: Date): Promise<void> {
  await db.update(scannerAnalyses).set({ status: 'failed', error, finishedAt: now }).where(heldBy(claim));
}

/* ---------- The waiting list ---------- */

/** The key of a workspace's waiting-list lock is a hash of this prefix and the workspace id. */
const WAITING_LOCK_PREFIX = 'scanner.waiting:';

/** Analyses of the workspace waiting for a worker. */
export async function countWaiting(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scannerAnalyses)
    .where(and(eq(scannerAnalyses.workspaceId, workspaceId), eq(scannerAnalyses.status, 'queued')));
  return row?.n ?? 0;
}

/**
 * A new analysis, queued, unless the workspace already has `maxWaiting` waiting (null then): the
 * count and the insert under one per-workspace lock, so two uploads at once cannot both take the last place.
 */
export async function insertAnalysisWithinLimit(db: Db, row: NewAnalysis, maxWaiting: number): Promise<AnalysisRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${WAITING_LOCK_PREFIX + row.workspaceId}, 0))`);
    if ((await countWaiting(tx, row.workspaceId)) >= maxWaiting) return null;
    return insertAnalysis(tx, row);
  });
}

/** What decides who waits: claims older than `staleBefore` are a dead worker's, taken again up to `maxAttempts` runs. */
export interface WaitingRules {
  staleBefore: Date;
  maxAttempts: number;
}

/** An analysis waits when queued, or when a dead worker's claim on it may be taken again. */
const waitingCondition = (rules: WaitingRules) =>
  sql`(a.status = 'queued' or (a.status = 'running' and a.claimed_at < ${rules.staleBefore.toISOString()}::timestamptz and a.attempts < ${rules.maxAttempts}))`;

/**
 * The waiting list in the order the workers take it, as `(id, place)`: in rounds, each workspace's
 * oldest waiting analysis in the first round, its second in the next, and so on; within a round,
 * the workspace served least recently first (never served: first of all), then the older upload.
 * So a workspace's backlog puts at most one of its analyses before another workspace's first.
 */
const fairOrder = (rules: WaitingRules) => sql`
  waiting as (
    select a.id, a.workspace_id, a.created_at,
           row_number() over (partition by a.workspace_id order by a.created_at, a.id) as round
      from scanner_analyses a
     where ${waitingCondition(rules)}
  ), fair as (
    select w.id, row_number() over (order by w.round, t.served_at asc nulls first, w.created_at, w.id) as place
      from waiting w left join scanner_turns t on t.workspace_id = w.workspace_id
  )`;

/** The analysis's place in the waiting list (1: the next taken), or null when it is not waiting. */
export async function waitingPlace(db: Db, id: string, rules: WaitingRules): Promise<number | null> {
  const [row] = await rawRows<{ place: string | number }>(db, sql`with ${fairOrder(rules)} select place from fair where id = ${id}`);
  return row ? Number(row.place) : null;
}

/**
 * Takes the first analysis of the waiting list for this worker, in one statement: locked with
 * `skip locked` (two instances never take the same one, nor wait for each other), marked running
 * with the new attempt, and its workspace recorded as just served. Null when nothing waits.
 */
export async function claimNextAnalysis(db: Db, rules: WaitingRules, now: Date): Promise<AnalysisClaim | null> {
  // Raw: window functions for the order, `for update skip locked` and two writes in one statement.
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rawRows<{ id: string; attempts: number }>(
    db,
    sql`with ${fairOrder(rules)},
        picked as (
          select a.id from scanner_analyses a join fair f on f.id = a.id
           where ${waitingCondition(rules)}
           order by f.place limit 1
           for update of a skip locked
        ), claimed as (
          update scanner_analyses s
             set status = 'running', claimed_at = ${at}, attempts = s.attempts + 1, progress = 1, stage = 'probe', error = null
            from picked where s.id = picked.id
       returning s.id, s.workspace_id, s.attempts
        ), served as (
          insert into scanner_turns (workspace_id, served_at) select workspace_id, ${at} from claimed
          on conflict (workspace_id) do update set served_at = excluded.served_at
        )
        select id, attempts from claimed`,
  );
  const row = rows[0];
  return row ? { id: row.id, attempt: Number(row.attempts) } : null;
}

/** Claims of dead workers that have had their last run: they end failed, with `error`. Answers their ids. */
export async function failAbandonedAnalyses(db: Db, rules: WaitingRules, error: ScannerMessage, now: Date): Promise<string[]> {
  const rows = await db
    .update(scannerAnalyses)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(eq(scannerAnalyses.status, 'running'), lt(scannerAnalyses.claimedAt, rules.staleBefore), gte(scannerAnalyses.attempts, rules.maxAttempts)))
    .returning({ id: scannerAnalyses.id });
  return rows.map((row) => row.id);
}

/** Deletes an analysis (its fixes follow); answers the storage keys to remove, or null when it was not there. */
export async function deleteAnalysis(db: Db, workspaceId: string, id: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const fixes = await tx.select({ key: scannerFixes.storageKey }).from(scannerFixes).where(eq(scannerFixes.analysisId, id));
    const [gone] = await tx
      .delete(scannerAnalyses)
      .where(and(eq(scannerAnalyses.workspaceId, workspaceId), eq(scannerAnalyses.id, id)))
      .returning({ key: scannerAnalyses.storageKey });
    if (!gone) return null;
    return [gone.key, ...fixes.flatMap((fix) => (fix.key ? [fix.key] : []))];
  });
}

export async function findExpiredAnalyses(db: Db, now: Date): Promise<{ id: string; workspaceId: string }[]> {
  return db.select({ id: scannerAnalyses.id, workspaceId: scannerAnalyses.workspaceId }).from(scannerAnalyses).where(lt(scannerAnalyses.expiresAt, now)).limit(500);
}

/** What the workspace's analyses and their fixed versions take in the storage, in bytes. */
export async function scannerStorageBytes(db: Db, workspaceId: string): Promise<number> {
  const [row] = await rawRows<{ bytes: string | number | null }>(
    db,
    sql`select (
      coalesce((select sum(size_bytes) from scanner_analyses where workspace_id = ${workspaceId}), 0) +
      coalesce((select sum(size_bytes) from scanner_fixes where workspace_id = ${workspaceId}), 0)
    )::bigint as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/* ---------- Fixes ---------- */

export async function fixesOf(db: Db, analysisIds: string[]): Promise<FixRow[]> {
  if (analysisIds.length === 0) return [];
  return db.select().from(scannerFixes).where(inArray(scannerFixes.analysisId, analysisIds)).orderBy(asc(scannerFixes.createdAt), asc(scannerFixes.id));
}

/** A new fix, or the one already made or in progress for the same (analysis, network, purpose). */
export async function insertOrFindFix(db: Db, fix: Pick<FixRow, 'analysisId' | 'workspaceId' | 'network' | 'purpose'>): Promise<{ row: FixRow; created: boolean }> {
  const [inserted] = await db.insert(scannerFixes).values(fix).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(scannerFixes)
    .where(and(eq(scannerFixes.analysisId, fix.analysisId), eq(scannerFixes.network, fix.network), eq(scannerFixes.purpose, fix.purpose)))
    .limit(1);
  return { row: existing!, created: false };
}

/** A failed fix asked for again starts over. */
export async function restartFix(db: Db, id: string): Promise<FixRow> {
  const [row] = await db.update(scannerFixes).set({ status: 'queued', progress: 0, stage: 'fix', error: null, finishedAt: null }).where(eq(scannerFixes.id, id)).returning();
  return row!;
}

export async function findFix(db: Db, workspaceId: string, id: string): Promise<FixRow | null> {
  const [row] = await db
    .select()
    .from(scannerFixes)
    .where(and(eq(scannerFixes.workspaceId, workspaceId), eq(scannerFixes.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findFixById(db: Db, id: string): Promise<FixRow | null> {
  const [row] = await db.select().from(scannerFixes).where(eq(scannerFixes.id, id)).limit(1);
  return row ?? null;
}

export async function setFixProgress(db: Db, id: string, progress: Progress): Promise<void> {
  await db.update(scannerFixes).set(progress).where(eq(scannerFixes.id, id));
}

export async function finishFix(db: Db, id: string, done: Pick<FixRow, 'storageKey' | 'sizeBytes' | 'measurements' | 'verdict' | 'changes' | 'mediaId'>, now: Date): Promise<void> {
  await db
    .update(scannerFixes)
    .set({ ...done, status: 'done', progress: 100, stage: 'done', error: null, finishedAt: now })
    .where(eq(scannerFixes.id, id));
}

export async function failFix(db: Db, id: string, error: ScannerMessage, now: Date): Promise<void> {
  await db.update(scannerFixes).set({ status: 'failed', error, finishedAt: now }).where(eq(scannerFixes.id, id));
}

export async function setFixMedia(db: Db, id: string, mediaId: string): Promise<void> {
  await db.update(scannerFixes).set({ mediaId }).where(eq(scannerFixes.id, id));
}
