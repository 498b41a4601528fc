import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { LinesSkeleton, ReadError } from '../../ui/QueryState.tsx';
import { AnalysisProgress } from './AnalysisProgress.tsx';
import { AnalysisResult } from './AnalysisResult.tsx';
import { FailedPanel } from './FailedPanel.tsx';
import { isWorking, scannerKeys, useAnalysis } from './queries.ts';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';

interface AnalysisViewProps {
  id: string;
  canCreate: boolean;
  /** Sends the chosen video again; null when it is no longer at hand (an analysis opened from the list). */
  onRetry: (() => void) | null;
  onChangeVideo: (() => void) | null;
}

/** One analysis, followed until it is done: its progress, its failure, or its result. */
export function AnalysisView({ id, canCreate, onRetry, onChangeVideo }: AnalysisViewProps) {
  const t = useT();
  const text = useCatalogueText();
  const queryClient = useQueryClient();
  const query = useAnalysis(id);
  const status = query.data?.status;

  // The list shows each analysis' score: asked again once this one ends.
  useEffect(() => {
    if (status === 'done' || status === 'failed') void queryClient.invalidateQueries({ queryKey: scannerKeys.list });
  }, [status, queryClient]);

  if (query.isPending) return <LinesSkeleton lines={3} />;
  if (query.isError) return <ReadError message={query.error.message} onRetry={() => void query.refetch()} testId="scanner-load-error" />;

  const analysis = query.data;
  if (isWorking(analysis.status)) return <AnalysisProgress analysis={analysis} />;
  if (analysis.status === 'done' && analysis.result && analysis.measurements) {
    return <AnalysisResult analysis={analysis} result={analysis.result} measures={analysis.measurements} canCreate={canCreate} onChangeVideo={onChangeVideo} />;
  }
  return (
    <FailedPanel
      heading={t('scanner.failed.heading')}
      message={analysis.error ? text(analysis.error) : t('scanner.failed.heading')}
      onRetry={onRetry}
      onChangeVideo={onChangeVideo}
    />
  );
}
