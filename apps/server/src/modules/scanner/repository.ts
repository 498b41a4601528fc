import type { ScannerMessage, ScannerStage, ScannerStatus } from '@publia/shared';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** The job's read: by id alone (the job carries no workspace of its own). */
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

export async function setAnalysisProgress(db: Db, id: string, progress: Progress): Promise<void> {
  await db.update(scannerAnalyses).set(progress).where(eq(scannerAnalyses.id, id));
}

export async function finishAnalysis(db: Db, id: string, done: Pick<AnalysisRow, 'measurements' | 'result'>, now: Date): Promise<void> {
  await db
    .update(scannerAnalyses)
    .set({ ...done, status: 'done', progress: 100, stage: 'done', error: null, finishedAt: now })
    .where(eq(scannerAnalyses.id, id));
}

export async function failAnalysis(db: Db, id: string, error: ScannerMessage, now: Date): Promise<void> {
  await db.update(scannerAnalyses).set({ status: 'failed', error, finishedAt: now }).where(eq(scannerAnalyses.id, id));
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
