import type { Db } from '../../db/client.ts';
import { findSandboxUser } from '../kit/oauth.ts';
import { numericId, recordPost } from '../kit/posts.ts';
import { getRecord, patchRecord, putRecord } from '../kit/repository.ts';

/** A Direct Post between `video/init` and its publication, as the fake remembers it. */
export interface PublishJob {
  publishId: string;
  userId: string;
  title: string;
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
export const patchJob = (db: Db, publishId: string, patch: Partial<PublishJob>) =>
  patchRecord<PublishJob>(db, 'tiktok', 'publish', publishId, patch);

/**
 * TikTok has the whole video: unless processing is to fail, the post exists from now on, whether
 * or not anyone asks for its status (what makes a time-out "maybe delivered").
 */
export async function deliver(db: Db, job: PublishJob): Promise<PublishJob> {
  if (job.failReason || job.postId) return job;
  const user = await findSandboxUser(db, 'tiktok', job.userId);
  const postId = numericId(19);
  await recordPost(db, 'tiktok', {
    id: postId,
    userId: job.userId,
    username: user?.username ?? 'publia_demo',
    owner: user?.owner ?? null,
    text: job.title,
    title: null,
    mediaType: 'video',
    mediaUrl: job.videoUrl,
  });
  return (await patchJob(db, job.publishId, { postId })) ?? job;
}
