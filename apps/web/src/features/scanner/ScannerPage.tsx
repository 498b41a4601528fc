import { apiMessagesFr } from '@publia/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { addFrenchApiMessages, addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useCan } from '../auth/use-can.ts';
import { AnalysisView } from './AnalysisView.tsx';
import { PastAnalyses } from './PastAnalyses.tsx';
import { UploadCard } from './UploadCard.tsx';
import { useScannerUpload } from './use-scanner-upload.ts';
import { useVideoChoice } from './use-video-choice.ts';
import { VIDEO_ACCEPT } from './video-file.ts';
import scannerMessages from '../../locales/fr-pages/scanner.json';

// This page's French joins the catalogue with its chunk, before it renders; the scores' reasons,
// the networks' rules and the errors come as keys of the API's messages, worded here.
addPageMessages('scanner', scannerMessages);
addFrenchApiMessages(apiMessagesFr);

/**
 * /scanner (« Scanner de vidéo »): choose a video, send it, follow its analysis, read the result;
 * `?analysis={id}` shows one analysis (the one just sent, or one opened from the list).
 */
export function ScannerPage() {
  const t = useT();
  useDocumentTitle(t('scanner.title'));
  const canCreate = useCan('create_content');
  const [params, setParams] = useSearchParams();
  const analysisId = params.get('analysis');
  const input = useRef<HTMLInputElement>(null);
  const choice = useVideoChoice();
  const show = (id: string | null) => setParams(id ? { analysis: id } : {});
  const upload = useScannerUpload((analysis) => show(analysis.id));

  const pick = () => input.current?.click();
  const onFile = (file: File) => {
    upload.clearError();
    choice.choose(file);
    if (analysisId) show(null);
  };
  const analyse = () => {
    const file = choice.ready();
    if (file) void upload.send(file);
  };

  let main;
  if (analysisId) {
    main = <AnalysisView key={analysisId} id={analysisId} canCreate={canCreate} onRetry={canCreate && choice.file ? analyse : null} onChangeVideo={canCreate ? pick : null} />;
  } else if (canCreate) {
    main = <UploadCard choice={choice} progress={upload.progress} uploadError={upload.error} onPick={pick} onFile={onFile} onAnalyse={analyse} />;
  } else {
    main = <Alert tone="info">{t('scanner.viewer')}</Alert>;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('scanner.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-gray-600">{t('scanner.intro')}</p>
      </header>
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="scanner-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {main}
      <PastAnalyses currentId={analysisId} canCreate={canCreate} onRemoved={(id) => id === analysisId && show(null)} />
    </div>
  );
}
