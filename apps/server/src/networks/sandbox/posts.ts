import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getRecord, listRecords, patchRecord, putRecord } from './repository.ts';

/** A post the sandbox accepted: what "Voir sur le réseau" shows and what tests count. */
export interface SandboxPost {
  id: string;
  network: string;
  userId: string;
  username: string;
  text: string;
  title: string | null;
  mediaType: 'image' | 'video' | null;
  mediaUrl: string | null;
  createdAt: string;
  metrics: { impressions: number; likes: number; comments: number; shares: number; saves: number; clicks: number };
  replies: { id: string; author: string; text: string; createdAt: string; inReplyTo: string | null }[];
}

/** Network-looking numeric ids (X, Facebook, TikTok and Pinterest all use long digits). */
export const numericId = (digits = 19) => {
  const bytes = randomBytes(digits);
  return Array.from(bytes, (b, i) => (i === 0 ? 1 + (b % 9) : b % 10)).join('');
};

export async function recordPost(
  db: Db,
  network: string,
  input: Omit<SandboxPost, 'network' | 'createdAt' | 'metrics' | 'replies'>,
): Promise<SandboxPost> {
  const seed = parseInt(input.id.slice(-4), 10) || 7;
  const post: SandboxPost = {
    ...input,
    network,
    createdAt: new Date().toISOString(),
    metrics: {
      impressions: 200 + (seed % 800),
      likes: 10 + (seed % 90),
      comments: seed % 12,
      shares: seed % 7,
      saves: seed % 5,
      clicks: seed % 30,
    },
    replies: [],
  };
  await putRecord(db, network, 'post', input.id, post);
  return post;
}

export const findPost = (db: Db, network: string, id: string) => getRecord<SandboxPost>(db, network, 'post', id);

export const listPosts = (db: Db, network: string) => listRecords<SandboxPost>(db, network, 'post');

export async function addReply(db: Db, network: string, postId: string, reply: SandboxPost['replies'][number]) {
  const post = await findPost(db, network, postId);
  if (!post) return null;
  return patchRecord<SandboxPost>(db, network, 'post', postId, {
    replies: [...post.replies, reply],
    metrics: { ...post.metrics, comments: post.metrics.comments + 1 },
  });
}
