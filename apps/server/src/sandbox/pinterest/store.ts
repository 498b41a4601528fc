import type { Db } from '../../db/client.ts';
import { numericId } from '../kit/posts.ts';
import { getRecord, patchRecord, putRecord } from '../kit/repository.ts';

export interface SandboxBoard {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

/** Every demo account starts with two boards, so that choosing one means something. */
const DEMO_BOARDS = [
  { name: 'Inspirations', description: 'Idées et coups de cœur' },
  { name: 'Nos réalisations', description: 'Ce que nous avons créé' },
];

export async function boardsOf(db: Db, userId: string): Promise<SandboxBoard[]> {
  const existing = await getRecord<{ items: SandboxBoard[] }>(db, 'pinterest', 'boards', userId);
  if (existing) return existing.items;
  const items = DEMO_BOARDS.map((board) => ({ ...board, id: numericId(18), createdAt: new Date().toISOString() }));
  await putRecord(db, 'pinterest', 'boards', userId, { items });
  return items;
}

/** A video registered by `POST /media`, as far as its upload and processing went. */
export interface SandboxMedia {
  mediaId: string;
  userId: string;
  uploadParameters: Record<string, string>;
  status: 'registered' | 'processing' | 'succeeded' | 'failed';
  /** Status checks answered "processing" so far. */
  checks: number;
  failProcessing: boolean;
  /** Whether the storage kept the file for the Pin's page (`SHOWN_VIDEO_MAX_BYTES`). */
  fileKept?: boolean;
}

/** Status checks answered "processing" before the video is ready. */
export const PROCESSING_CHECKS = 2;

export const getMedia = (db: Db, mediaId: string) => getRecord<SandboxMedia>(db, 'pinterest', 'media', mediaId);
export const saveMedia = (db: Db, media: SandboxMedia) => putRecord(db, 'pinterest', 'media', media.mediaId, media);
export const patchMedia = (db: Db, mediaId: string, patch: Partial<SandboxMedia>) => patchRecord<SandboxMedia>(db, 'pinterest', 'media', mediaId, patch);

/**
 * The file of an uploaded video, kept so that the Pin's page plays it — only up to this size: a
 * demo clip, not the 2 GB the storage accepts (a larger video's Pin shows its text alone).
 */
export const SHOWN_VIDEO_MAX_BYTES = 20 * 1024 * 1024;

interface SandboxVideoFile {
  contentType: string;
  /** Base64. */
  data: string;
}

export const getVideoFile = (db: Db, mediaId: string) => getRecord<SandboxVideoFile>(db, 'pinterest', 'video-file', mediaId);
export const saveVideoFile = (db: Db, mediaId: string, file: SandboxVideoFile) => putRecord(db, 'pinterest', 'video-file', mediaId, file);
