import type { Locale, ScannerAnalysis } from '@publia/shared';
import { LoaderCircle } from 'lucide-react';
import { pluralKey, useI18n, type Translate } from '../../lib/i18n/index.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useScannerFormat } from './use-scanner-format.ts';

/**
 * Where a queued analysis stands: how many analyses the workers take before it (the page asks
 * again every second, so the count goes down as they do), or simply waiting when its place is not known.
 */
function waitingDetail(t: Translate, locale: Locale, format: (count: number) => string, position: number | null): string {
  if (position === null) return t('scanner.progress.queued');
  if (position <= 1) return t('scanner.progress.next');
  const ahead = position - 1;
  return t(pluralKey(locale, 'scanner.progress.ahead', ahead), { count: format(ahead) });
}

/** The analysis under way: its place in the waiting list, then how far it is and which stage (« Image », « Son », « Voix »…). */
export function AnalysisProgress({ analysis }: { analysis: ScannerAnalysis }) {
  const { t, locale } = useI18n();
  const format = useScannerFormat();
  const detail =
    analysis.status === 'queued' ? waitingDetail(t, locale, format.number, analysis.queuePosition) : t('scanner.progress.stage', { stage: t(`scanner.stages.${analysis.stage}`) });
  return (
    <SectionCard icon={LoaderCircle} title={t('scanner.progress.heading')} description={t('scanner.progress.hint')} testId="scanner-analysing">
      <p className="truncate text-sm text-gray-600">
        <span className="font-medium text-gray-900">{analysis.fileName ?? t('scanner.history.untitled')}</span> · {format.size(analysis.sizeBytes)}
      </p>
      <ProgressBar label={t('scanner.progress.label')} percent={analysis.progress} detail={detail} testId="scanner-analysis-progress" />
    </SectionCard>
  );
}
