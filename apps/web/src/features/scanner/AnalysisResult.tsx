import type { ScannerAnalysis, VideoAnalysis, VideoMeasurements } from '@publia/shared';
import { RefreshCw, Send } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { CriterionCards } from './CriterionCards.tsx';
import { GlobalScore } from './GlobalScore.tsx';
import { Measurements } from './Measurements.tsx';
import { NetworkVerdicts } from './NetworkVerdicts.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { Recommendations } from './Recommendations.tsx';
import { Suggestions } from './Suggestions.tsx';
import { Tips } from './Tips.tsx';
import { usePublication } from './use-publication.ts';
import { useScannerFormat } from './use-scanner-format.ts';

interface AnalysisResultProps {
  analysis: ScannerAnalysis;
  result: VideoAnalysis;
  measures: VideoMeasurements;
  canCreate: boolean;
  onChangeVideo: (() => void) | null;
}

/**
 * A finished analysis: the video and its global score with the recommended networks and « Créer une
 * publication », the seven criteria, each network's verdict with its fixes, the suggestions, the
 * tips and the measurements.
 */
export function AnalysisResult({ analysis, result, measures, canCreate, onChangeVideo }: AnalysisResultProps) {
  const t = useT();
  const format = useScannerFormat();
  const publication = usePublication(analysis);
  const compressing = publication.compression;

  return (
    <section aria-labelledby="scanner-result-heading" className="flex min-w-0 flex-col gap-6" data-testid="scanner-result">
      <h2 id="scanner-result-heading" className="sr-only">
        {t('scanner.result.heading')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5 lg:col-span-3">
          <video
            src={analysis.url}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('scanner.result.player')}
            className="mx-auto max-h-[28rem] w-full rounded-xl bg-gray-900 object-contain"
            data-testid="scanner-player"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-gray-900">{analysis.fileName ?? t('scanner.history.untitled')}</p>
            <p className="text-gray-600">
              {t('scanner.result.summary', {
                size: format.size(analysis.sizeBytes),
                duration: format.seconds(measures.durationSeconds),
                width: measures.video.width,
                height: measures.video.height,
              })}
            </p>
          </div>
        </Card>
        <Card className="flex min-w-0 flex-col gap-5 p-4 sm:p-5 lg:col-span-2">
          <GlobalScore score={result.globalScore} />
          <Recommendations networks={result.recommendedNetworks} best={result.bestPerformingNetwork} />
          {compressing && (
            <div className="flex flex-col gap-3" data-testid="publication-compressing">
              <Alert tone="info">{compressing.notice}</Alert>
              {compressing.fix && <ProgressBar label={t('scanner.publication.progressLabel')} percent={compressing.fix.progress} testId="publication-progress" compact />}
            </div>
          )}
          <div className="mt-auto flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
            {canCreate && (
              <Button
                loading={publication.busy}
                onClick={() => publication.start(null)}
                icon={<Send aria-hidden="true" className="size-4" />}
                data-testid="scanner-create-publication"
              >
                {t('scanner.publication.create')}
              </Button>
            )}
            {onChangeVideo && (
              <Button variant="outline" onClick={onChangeVideo} icon={<RefreshCw aria-hidden="true" className="size-4" />} data-testid="scanner-change">
                {t('scanner.upload.change')}
              </Button>
            )}
          </div>
        </Card>
      </div>
      <CriterionCards criteria={result.criteria} />
      <NetworkVerdicts analysis={analysis} verdicts={result.networks} onPublish={canCreate ? (fixId) => publication.start(fixId) : null} publishing={publication.busy} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Suggestions result={result} />
        <Tips tips={result.tips} />
      </div>
      <Measurements measures={measures} />
    </section>
  );
}
