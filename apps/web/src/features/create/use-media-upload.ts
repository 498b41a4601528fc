import type { Media, MediaType } from '@publia/shared';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { uploadMedia } from './api.ts';
import { MEDIA_MAX } from './media-set.ts';
import { uploadProblem } from './upload-rules.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A file added to a set is a photo or a video by its declared type (an Instagram carousel mixes both). */
export const kindOfFile = (file: File): MediaType => (file.type.toLowerCase().startsWith('video/') ? 'video' : 'image');

/**
 * Checks each chosen file (type, then size), uploads them one after the other with the progress of
 * the whole batch, and says how it went. `room` files at most are taken (the set's free places);
 * the others are said and left. A refused or failed upload adds nothing, so generation stays
 * blocked without a medium.
 */
export function useMediaUpload() {
  const t = useT();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  /**
   * `kind`: the tab's kind for a first upload, or `'any'` when adding to a set (each file's own);
   * `onUploaded` takes each medium as soon as it is stored.
   */
  const upload = async (files: readonly File[], kind: MediaType | 'any', room: number, onUploaded: (media: Media) => void) => {
    const taken = files.slice(0, Math.max(0, room));
    const left = files.length - taken.length;
    for (const file of taken) {
      const problem = uploadProblem(file, kind === 'any' ? kindOfFile(file) : kind);
      if (problem) return fail(t(problem));
    }
    if (taken.length === 0) return left > 0 ? fail(t('create.media.setFull', { max: MEDIA_MAX })) : undefined;
    setError(null);
    setProgress(0);
    let done = 0;
    try {
      for (const file of taken) {
        const fileKind = kind === 'any' ? kindOfFile(file) : kind;
        const media = await uploadMedia(file, fileKind, (fraction) => setProgress((done + fraction) / taken.length));
        done += 1;
        onUploaded(media);
      }
      const only = taken[0];
      const onlyKind = only && (kind === 'any' ? kindOfFile(only) : kind);
      if (taken.length === 1) toast.success(t(onlyKind === 'video' ? 'create.media.videoUploaded' : 'create.media.uploaded'));
      else toast.success(t('create.media.uploadedMany', { count: taken.length }));
      if (left > 0) fail(t('create.media.ignored', { count: left }));
    } catch (failure) {
      fail(t('create.media.uploadError', { message: messageOf(failure) }));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, error, clearError: () => setError(null) };
}
