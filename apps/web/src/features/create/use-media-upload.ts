import type { Media, MediaType } from '@publia/shared';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { uploadMedia } from './api.ts';
import { uploadProblem } from './upload-rules.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks a chosen file (type, then size), uploads it with its progress, and says how it went. A
 * refused or failed upload leaves no medium, so generation stays blocked (document 1 §8).
 */
export function useMediaUpload(onUploaded: (media: Media) => void) {
  const t = useT();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const upload = async (file: File, kind: MediaType) => {
    const problem = uploadProblem(file, kind);
    if (problem) return fail(t(problem));
    setError(null);
    setProgress(0);
    try {
      const media = await uploadMedia(file, kind, setProgress);
      onUploaded(media);
      toast.success(t(kind === 'image' ? 'create.media.uploaded' : 'create.media.videoUploaded'));
    } catch (failure) {
      fail(t('create.media.uploadError', { message: messageOf(failure) }));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, error, clearError: () => setError(null) };
}
