import { RefreshCw, ScanLine, Video } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DropZone } from '../../ui/DropZone.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FailedPanel } from './FailedPanel.tsx';
import { LocalVideo } from './LocalVideo.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useScannerFormat } from './use-scanner-format.ts';
import type { VideoChoice } from './use-video-choice.ts';

interface UploadCardProps {
  choice: VideoChoice;
  /** The share sent, 0 to 1, while the video is on its way; null otherwise. */
  progress: number | null;
  uploadError: string | null;
  onPick: () => void;
  onFile: (file: File) => void;
  onAnalyse: () => void;
}

/**
 * The upload (idle, uploading, refused): the drop zone (a button: click, Enter or a dropped file)
 * or the chosen video's preview, « Analyser la vidéo » and « Changer de vidéo ».
 */
export function UploadCard({ choice, progress, uploadError, onPick, onFile, onAnalyse }: UploadCardProps) {
  const t = useT();
  const format = useScannerFormat();
  const uploading = progress !== null;

  return (
    <SectionCard icon={Video} title={t('scanner.upload.heading')} testId="scanner-upload">
      {choice.file ? (
        <div className="flex flex-col gap-2">
          <LocalVideo file={choice.file} label={t('scanner.upload.preview')} />
          <p className="truncate text-sm text-gray-600" data-testid="scanner-file">
            <span className="font-medium text-gray-900">{choice.file.name}</span> · {format.size(choice.file.size)}
          </p>
        </div>
      ) : (
        <DropZone testId="scanner-drop-zone" disabled={uploading} onPick={onPick} onFile={onFile} className="min-h-56">
          <Video aria-hidden="true" className="size-10 text-primary-500" />
          <span className="text-sm font-medium text-gray-800">{t('scanner.upload.drop')}</span>
          <span className="text-xs text-gray-600">{t('scanner.upload.formats')}</span>
        </DropZone>
      )}

      <p role="alert" className="text-sm font-medium text-red-600 empty:hidden" data-testid="scanner-problem">
        {choice.problem ?? ''}
      </p>

      {uploading ? (
        <ProgressBar label={t('scanner.upload.progressLabel')} percent={progress * 100} detail={t('scanner.upload.sending')} testId="scanner-upload-progress" />
      ) : uploadError ? (
        <FailedPanel heading={t('scanner.failed.uploadHeading')} message={uploadError} onRetry={choice.file ? onAnalyse : null} onChangeVideo={onPick} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onAnalyse} icon={<ScanLine aria-hidden="true" className="size-4" />} data-testid="scanner-analyse">
            {t('scanner.upload.analyse')}
          </Button>
          {choice.file && (
            <Button variant="outline" onClick={onPick} icon={<RefreshCw aria-hidden="true" className="size-4" />} data-testid="scanner-change">
              {t('scanner.upload.change')}
            </Button>
          )}
        </div>
      )}
    </SectionCard>
  );
}
