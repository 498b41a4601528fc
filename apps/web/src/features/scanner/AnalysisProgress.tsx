import type { ScannerAnalysis } from '@publia/shared';
import { LoaderCircle } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useScannerFormat } from './use-scanner-format.ts';

/** The analysis under way: how far it is and which stage (« Image », « Son », « Voix »…). */
export function AnalysisProgress({ analysis }: { analysis: ScannerAnalysis }) {
  const t = useT();
  const format = useScannerFormat();
  const detail = analysis.status === 'queued' ? t('scanner.progress.queued') : t('scanner.progress.stage', { stage: t(`scanner.stages.${analysis.stage}`) });
  return (
    <SectionCard icon={LoaderCircle} title={t('scanner.progress.heading')} description={t('scanner.progress.hint')} testId="scanner-analysing">
      <p className="truncate text-sm text-gray-600">
        <span className="font-medium text-gray-900">{analysis.fileName ?? t('scanner.history.untitled')}</span> · {format.size(analysis.sizeBytes)}
      </p>
      <ProgressBar label={t('scanner.progress.label')} percent={analysis.progress} detail={detail} testId="scanner-analysis-progress" />
    </SectionCard>
  );
}
