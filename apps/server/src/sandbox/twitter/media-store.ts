import type { Db } from '../../db/client.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

export type ProcessingState = 'uploading' | 'pending' | 'in_progress' | 'succeeded' | 'failed';

/** An upload session of the fake, from `initialize` (or the one-shot upload) to its processing. */
export interface FakeMedia {
  id: string;
  mediaKey: string;
  userId: string;
  category: string;
  mimeType: string;
  totalBytes: number;
  /** Bytes received per `segment_index`. */
  segments: Record<string, number>;
  state: ProcessingState;
  /** Status checks left before the processing ends. */
  checksLeft: number;
  /** The photo itself, base64, for the post page. */
  data?: string;
  /** Its alternative text (`POST /2/media/metadata`), shown as the photo's `alt` on the post page. */
  altText?: string;
}

/** X's media key prefixes: 3 photo, 16 GIF, 7 video. */
const KEY_PREFIXES = { video: 7, animated_gif: 16, photo: 3 } as const;
export const mediaKeyOf = (category: string, id: string) => `${KEY_PREFIXES[mediaTypeOf(category)]}_${id}`;

export const getMedia = (db: Db, id: string) => getRecord<FakeMedia>(db, 'twitter', 'media', id);
export const saveMedia = (db: Db, media: FakeMedia) => putRecord(db, 'twitter', 'media', media.id, media);

/** How many "in progress" answers a video or GIF gets before it succeeds. */
export const PROCESSING_CHECKS = 3;

/** One status check: the processing moves on a step, as X's does between two checks. */
export function advance(media: FakeMedia, fail: boolean): FakeMedia {
  if (fail) return { ...media, state: 'failed' };
  if (media.state !== 'pending' && media.state !== 'in_progress') return media;
  const checksLeft = media.checksLeft - 1;
  return { ...media, checksLeft, state: checksLeft <= 0 ? 'succeeded' : 'in_progress' };
}

/** What a medium is, in the words of X's media objects: a video, an animated GIF or a photo. */
export const mediaTypeOf = (category: string) => (category.endsWith('video') ? 'video' : category.endsWith('gif') ? 'animated_gif' : 'photo');

/** `ProcessingInfo` of X's file: its `type` (required there) is the kind of medium being processed. */
export function processingInfo(media: FakeMedia) {
  const done = PROCESSING_CHECKS - media.checksLeft;
  const progress = Math.round((Math.max(0, done) / PROCESSING_CHECKS) * 100);
  const type = mediaTypeOf(media.category);
  switch (media.state) {
    case 'succeeded':
      return { type, state: 'succeeded', progress_percent: 100 };
    case 'failed':
      return { type, state: 'failed', progress_percent: progress, error: { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' } };
    default:
      return { type, state: media.state === 'in_progress' ? 'in_progress' : 'pending', check_after_secs: 1, progress_percent: progress };
  }
}
