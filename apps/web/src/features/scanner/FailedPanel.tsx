import { RefreshCw, RotateCcw } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';

/**
 * What went wrong (the catalogue's sentence) and the ways on: « Réessayer » when the chosen video is
 * still at hand, « Changer de vidéo » always.
 */
export function FailedPanel({ heading, message, onRetry, onChangeVideo }: { heading: string; message: string; onRetry: (() => void) | null; onChangeVideo: (() => void) | null }) {
  const t = useT();
  return (
    <Alert tone="error" data-testid="scanner-failed">
      <p className="font-semibold">{heading}</p>
      <p className="mt-1 leading-6" data-testid="scanner-failed-message">
        {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onRetry && (
          <Button size="sm" onClick={onRetry} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
            {t('scanner.failed.retry')}
          </Button>
        )}
        {onChangeVideo && (
          <Button size="sm" variant="outline" onClick={onChangeVideo} icon={<RefreshCw aria-hidden="true" className="size-4" />}>
            {t('scanner.upload.change')}
          </Button>
        )}
      </div>
    </Alert>
  );
}
