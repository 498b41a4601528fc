import type { ScannerAnalysis, ScannerFix } from '@publia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { scannerKeys } from './queries.ts';

/**
 * Puts a fix just queued into the cached analysis: the page shows its progress at once, and the
 * analysis is asked again every second until the fix is done.
 */
export function addFixToAnalysis(queryClient: QueryClient, analysisId: string, fix: ScannerFix): void {
  queryClient.setQueryData<ScannerAnalysis>(scannerKeys.analysis(analysisId), (analysis) =>
    analysis ? { ...analysis, fixes: [...analysis.fixes.filter((known) => known.id !== fix.id), fix] } : analysis,
  );
}

/** The latest fix made for a network's rules (a newer one replaces what an older one showed). */
export function latestFix(analysis: ScannerAnalysis, network: ScannerFix['network']): ScannerFix | null {
  return analysis.fixes.filter((fix) => fix.purpose === 'network' && fix.network === network).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}
