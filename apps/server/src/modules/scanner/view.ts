import type { Network, ScannerAnalysis, ScannerAnalysisSummary, ScannerFix } from '@publia/shared';
import type { Storage } from '../../storage/index.ts';
import type { AnalysisRow, FixRow } from './repository.ts';

export function fixView(row: FixRow, storage: Storage): ScannerFix {
  return {
    id: row.id,
    network: row.network as Network,
    purpose: row.purpose,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error: row.error ?? null,
    url: row.status === 'done' && row.storageKey ? storage.publicUrl(row.storageKey) : null,
    sizeBytes: row.sizeBytes ?? null,
    verdict: row.verdict ?? null,
    changes: row.changes,
    mediaId: row.mediaId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function analysisView(row: AnalysisRow, fixes: FixRow[], storage: Storage, queuePosition: number | null): ScannerAnalysis {
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    url: storage.publicUrl(row.storageKey),
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error: row.error ?? null,
    measurements: row.measurements ?? null,
    result: row.result ?? null,
    fixes: fixes.map((fix) => fixView(fix, storage)),
    queuePosition,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function summaryView(row: AnalysisRow): ScannerAnalysisSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    status: row.status,
    durationSeconds: row.measurements?.durationSeconds ?? null,
    globalScore: row.result?.globalScore ?? null,
    bestPerformingNetwork: row.result?.bestPerformingNetwork ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
