import type { Db } from '../../db/client.ts';
import { findSandboxUser } from '../kit/oauth.ts';
import { numericId, recordPost, type SandboxPost } from '../kit/posts.ts';
import { getRecord, patchRecord, putRecord } from '../kit/repository.ts';

/** A Direct Post between its init (`video/init` or `content/init`) and its publication, as the fake remembers it. */
export interface PublishJob {
  publishId: string;
  userId: string;
  /** A video's caption; a photo post's description. */
  title: string;
  /** A photo post (photo mode): its photos in order, which one is the cover, and its own title. */
  photos?: { urls: string[]; coverIndex: number; title: string | null };
  /** Sent to the creator's inbox (`MEDIA_UPLOAD`) to finish in the app: no post comes of it here. */
  inbox?: boolean;
  source: 'FILE_UPLOAD' | 'PULL_FROM_URL';
  videoUrl: string | null;
  videoSize: number;
  chunkSize: number;
  totalChunks: number;
  uploadToken: string;
  /** Bytes received so far (FILE_UPLOAD), in order. */
  received: number;
  /** Status checks answered since TikTok had the whole video. */
  checks: number;
  failReason: string | null;
  postId: string | null;
}

/** Status checks answered "in progress" before the post is out, then one without its id yet. */
export const PROCESSING_CHECKS = 2;

export const getJob = (db: Db, publishId: string) => getRecord<PublishJob>(db, 'tiktok', 'publish', publishId);
export const saveJob = (db: Db, job: PublishJob) => putRecord(db, 'tiktok', 'publish', job.publishId, job);
export const patchJob = (db: Db, publishId: string, patch: Partial<PublishJob>) => patchRecord<PublishJob>(db, 'tiktok', 'publish', publishId, patch);

/** A video, or a photo post's photos: the cover as its picture, all of them (2 or more) as a carousel in order. */
function shownMedia(job: PublishJob): Pick<SandboxPost, 'title' | 'mediaType' | 'mediaUrl' | 'media'> {
  if (!job.photos) return { title: null, mediaType: 'video', mediaUrl: job.videoUrl };
  const { urls, coverIndex, title } = job.photos;
  return {
    title,
    mediaType: 'image',
    mediaUrl: urls[coverIndex] ?? urls[0]!,
    ...(urls.length > 1 ? { media: urls.map((url) => ({ type: 'image' as const, url })) } : {}),
  };
}

/**
 * TikTok has the whole video (or has pulled the photos): unless processing is to fail, the post
 * exists from now on, whether or not anyone asks for its status (what makes a time-out "maybe
 * delivered").
 */
export async function deliver(db: Db, job: PublishJob): Promise<PublishJob> {
  if (job.failReason || job.postId || job.inbox) return job;
  const user = await findSandboxUser(db, 'tiktok', job.userId);
  const postId = numericId(19);
  await recordPost(db, 'tiktok', {
    id: postId,
    userId: job.userId,
    username: user?.username ?? 'publia_demo',
    owner: user?.owner ?? null,
    text: job.title,
    ...shownMedia(job),
  });
  return (await patchJob(db, job.publishId, { postId })) ?? job;
}
