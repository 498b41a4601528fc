import type { Db } from '../../db/client.ts';
import type { AudienceFigures } from '../kit/audience.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

/** What the Facebook fake keeps besides posts: photos uploaded unpublished, and Page videos. */
export interface SandboxPhoto {
  id: string;
  pageId: string;
  url: string;
  attachedTo: string | null;
}

export type VideoState = 'processing' | 'ready' | 'error';

export interface SandboxVideo {
  id: string;
  pageId: string;
  fileUrl: string;
  description: string;
  published: boolean;
  checks: number;
  state: VideoState;
  createdAt: string;
}

/** Status checks a video answers "processing" before it is ready. */
export const VIDEO_PROCESSING_CHECKS = 3;

export const NETWORK = 'facebook';

export const findPhoto = (db: Db, id: string) => getRecord<SandboxPhoto>(db, NETWORK, 'photo', id);
export const savePhoto = (db: Db, photo: SandboxPhoto) => putRecord(db, NETWORK, 'photo', photo.id, photo);
export const findVideo = (db: Db, id: string) => getRecord<SandboxVideo>(db, NETWORK, 'video', id);
export const saveVideo = (db: Db, video: SandboxVideo) => putRecord(db, NETWORK, 'video', video.id, video);

/**
 * Graph's counts on a post or video, from its audience now (none before a video is out):
 * `reactions.summary`, `comments.summary`, `shares` (absent at 0).
 */
export function countsOf(figures: AudienceFigures | null) {
  return {
    reactions: { data: [], summary: { total_count: figures?.likes ?? 0, viewer_reaction: 'NONE' } },
    comments: { data: [], summary: { order: 'ranked', total_count: figures?.comments ?? 0, can_comment: true } },
    shares: figures && figures.shares > 0 ? { count: figures.shares } : undefined,
  };
}

export function videoStatus(video: SandboxVideo) {
  const processing = { processing: 'in_progress', ready: 'complete', error: 'error' }[video.state];
  return {
    video_status: video.state,
    uploading_phase: { status: 'complete' },
    processing_phase: {
      status: processing,
      ...(video.state === 'error' ? { error: { message: 'Video processing failed: the file is not a valid video stream.' } } : {}),
    },
    publishing_phase: video.state === 'ready' ? { status: 'complete', publish_status: 'published', publish_time: Math.floor(Date.now() / 1000) } : { status: 'not_started' },
  };
}
