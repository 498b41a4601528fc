import { NETWORK_NAMES, type ScannerFix } from '@publia/shared';
import { CircleCheck, CircleX, Download, Send } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { isWorking } from './queries.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useScannerFormat } from './use-scanner-format.ts';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';

/**
 * A version made for a network: its progress while it is made; then whether the network takes it
 * now (measured again), what changed, its size, « Télécharger », a player, and a way to publish it.
 */
export function FixResult({ fix, onPublish, publishing }: { fix: ScannerFix; onPublish: ((fixId: string) => void) | null; publishing: boolean }) {
  const t = useT();
  const format = useScannerFormat();
  const text = useCatalogueText();
  const network = NETWORK_NAMES[fix.network];

  if (isWorking(fix.status)) {
    const detail = fix.status === 'queued' ? t('scanner.progress.queued') : t('scanner.progress.stage', { stage: t(`scanner.stages.${fix.stage}`) });
    return <ProgressBar label={t('scanner.fix.progressLabel', { network })} percent={fix.progress} detail={detail} testId="fix-progress" compact />;
  }
  if (fix.status === 'failed') {
    return (
      <Alert tone="error" data-testid="fix-failed">
        {fix.error ? text(fix.error) : t('scanner.failed.heading')}
      </Alert>
    );
  }

  const accepted = fix.verdict?.accepted ?? false;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:p-4" data-testid="fix-result" data-accepted={accepted}>
      <p
        className={accepted ? 'flex items-center gap-2 text-sm font-semibold text-emerald-700' : 'flex items-center gap-2 text-sm font-semibold text-red-700'}
        data-testid="fix-verdict"
      >
        {accepted ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleX aria-hidden="true" className="size-4" />}
        {t(accepted ? 'scanner.fix.acceptedAfter' : 'scanner.fix.refusedAfter', { network })}
      </p>
      {fix.verdict && fix.verdict.failures.length > 0 && (
        <ul className="list-disc pl-5 text-sm leading-6 text-red-700">
          {fix.verdict.failures.map((failure, index) => (
            <li key={`${failure.key}-${index}`}>{text(failure)}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <div className="flex min-w-0 flex-col gap-2">
          {fix.changes.length > 0 && (
            <>
              <h4 className="text-sm font-semibold text-gray-900">{t('scanner.fix.changes')}</h4>
              <ul className="list-disc pl-5 text-sm leading-6 text-gray-700" data-testid="fix-changes">
                {fix.changes.map((change, index) => (
                  <li key={`${change.key}-${index}`}>{text(change)}</li>
                ))}
              </ul>
            </>
          )}
          {fix.sizeBytes !== null && <p className="text-sm text-gray-600">{t('scanner.fix.size', { size: format.size(fix.sizeBytes) })}</p>}
          <div className="mt-1 flex flex-wrap gap-2">
            {fix.url && (
              <a
                href={fix.url}
                download
                aria-label={t('scanner.fix.downloadLabel', { network })}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                data-testid="fix-download"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('scanner.fix.download')}
              </a>
            )}
            {onPublish && (
              <Button
                size="sm"
                variant="secondary"
                loading={publishing}
                onClick={() => onPublish(fix.id)}
                icon={<Send aria-hidden="true" className="size-4" />}
                data-testid="fix-publish"
              >
                {t('scanner.fix.publish')}
              </Button>
            )}
          </div>
        </div>
        {fix.url && (
          <video
            src={fix.url}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('scanner.fix.player', { network })}
            className="max-h-72 w-full rounded-lg bg-gray-900 object-contain"
            data-testid="fix-player"
          />
        )}
      </div>
    </div>
  );
}
