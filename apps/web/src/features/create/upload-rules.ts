import { UPLOAD_LIMITS, type MediaType } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';

/**
 * The browser's first look at a chosen file: its declared type, then its size.
 * The server checks the bytes afterwards.
 */
export function uploadProblem(file: { type: string; size: number }, kind: MediaType): MessageKey | null {
  const accepted: readonly string[] = kind === 'image' ? UPLOAD_LIMITS.photoMimeTypes : UPLOAD_LIMITS.videoMimeTypes;
  if (!accepted.includes(file.type.toLowerCase())) return kind === 'image' ? 'create.media.invalidPhoto' : 'create.media.invalidVideo';
  if (file.size > UPLOAD_LIMITS.mediaMaxBytes) return 'create.media.tooLarge';
  return null;
}

export const acceptAttribute = (kind: MediaType) => (kind === 'image' ? UPLOAD_LIMITS.photoMimeTypes : UPLOAD_LIMITS.videoMimeTypes).join(',');

/** A file added to a set may be a photo or a video (an Instagram carousel mixes both). */
export const ACCEPT_ANY = [...UPLOAD_LIMITS.photoMimeTypes, ...UPLOAD_LIMITS.videoMimeTypes].join(',');
