import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { SandboxPost } from '../kit/posts.ts';
import type { SandboxPage } from '../meta/accounts.ts';
import type { AudienceFigures } from '../kit/audience.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

/** What the Facebook fake keeps besides posts: photos uploaded unpublished, and Page videos. */
export interface SandboxPhoto {
  id: string;
  pageId: string;
  url: string;
  attachedTo: string | null;
  /** Its alternative text (`alt_text_custom`), shown as the photo's `alt` on the post page. */
  altText?: string;
}

/** `uploading` until the upload's finish phase, then processed. */
export type VideoState = 'uploading' | 'processing' | 'ready' | 'error';

export interface SandboxVideo {
  id: string;
  pageId: string;
  fileUrl: string;
  description: string;
  published: boolean;
  checks: number;
  state: VideoState;
  createdAt: string;
  /** A Reel (`/video_reels`) rather than a Page video. */
  reel?: boolean;
  /** A video sent by upload: its announced size and the bytes received so far (kept in parts, `video-files.ts`). */
  upload?: { sessionId: string | null; fileSize: number; received: number };
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
  const processing = { uploading: 'not_started', processing: 'in_progress', ready: 'complete', error: 'error' }[video.state];
  const uploading = video.state === 'uploading';
  return {
    video_status: uploading ? 'upload_complete' : video.state,
    uploading_phase:
      uploading && video.upload
        ? { status: video.upload.received < video.upload.fileSize || video.upload.fileSize === 0 ? 'in_progress' : 'complete', bytes_transferred: video.upload.received }
        : { status: 'complete' },
    processing_phase: {
      status: processing,
      ...(video.state === 'error' ? { error: { message: 'Video processing failed: the file is not a valid video stream.' } } : {}),
    },
    publishing_phase: video.state === 'ready' ? { status: 'complete', publish_status: 'published', publish_time: Math.floor(Date.now() / 1000) } : { status: 'not_started' },
  };
}

export type Found = { video: SandboxVideo | null; post: SandboxPost | null; page: SandboxPage | null };

/**
 * What each id names on this fake — a video, a post (a published video is both), or a Page — and
 * the Page it belongs to, in one statement for all of them.
 */
export async function lookUpAll(db: Db, ids: string[]): Promise<Map<string, Found>> {
  const found = await rawRows<{ id: string; kind: string; data: unknown; page: SandboxPage | null }>(
    db,
    sql`select o.id, o.kind, o.data, p.data as page
        from sandbox_records o
        left join sandbox_records p on p.network = o.network and p.kind = 'page'
          and p.id = case o.kind when 'video' then o.data->>'pageId' when 'post' then o.data->>'userId' else o.id end
        where o.network = ${NETWORK} and o.kind in ('video', 'post', 'page') and o.id = any(${`{${ids.map((id) => JSON.stringify(id)).join(',')}}`}::text[])`,
  );
  return new Map(
    ids.map((id) => {
      const of = (kind: string) => found.find((row) => row.id === id && row.kind === kind);
      return [
        id,
        {
          video: (of('video')?.data as SandboxVideo | undefined) ?? null,
          post: (of('post')?.data as SandboxPost | undefined) ?? null,
          page: (of('video') ?? of('post') ?? of('page'))?.page ?? null,
        },
      ];
    }),
  );
}

export const lookUp = async (db: Db, id: string): Promise<Found> => (await lookUpAll(db, [id])).get(id)!;
