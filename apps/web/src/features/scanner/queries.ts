import { SCANNER_LIMITS, type ScannerAnalysis, type ScannerFix, type ScannerStatus } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { getAnalyses, getAnalysis } from './api.ts';

export const scannerKeys = {
  all: ['scanner'] as const,
  list: ['scanner', 'list'] as const,
  analysis: (id: string | null) => ['scanner', 'analysis', id] as const,
};

export const isWorking = (status: ScannerStatus) => status === 'queued' || status === 'running';

/** The analysis or one of its fixes is still being made: the page keeps asking. */
export const hasWorkLeft = (analysis: ScannerAnalysis) => isWorking(analysis.status) || analysis.fixes.some((fix: ScannerFix) => isWorking(fix.status));

/** One analysis, asked again every second while it (or a fix of it) is queued or running. */
export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: scannerKeys.analysis(id),
    queryFn: ({ signal }) => getAnalysis(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && hasWorkLeft(query.state.data) ? SCANNER_LIMITS.pollMs : false),
  });
}

export const useAnalyses = () => useQuery({ queryKey: scannerKeys.list, queryFn: ({ signal }) => getAnalyses(signal) });
