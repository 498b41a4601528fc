import type { Db } from '../../db/client.ts';
import { addReply, findPost, type SandboxPost } from '../kit/posts.ts';
import { getRecord, putRecord, type SandboxRow } from '../kit/repository.ts';

type Comment = SandboxPost['replies'][number];

/** Two visitors react to every sandbox post, so there are comments to read and answer. */
const VISITORS = [
  { author: 'Camille Martin', text: 'Superbe ! C’est ouvert ce week-end ?' },
  { author: 'Léa Dubois', text: 'Merci pour le partage 👏' },
];

/**
 * The visitors' comments a new post is born with, and the index that finds each one's post: what
 * `recordPost` writes with the post, in the same statement.
 */
export function visitorComments(postId: string, newId: () => string): { replies: Comment[]; with: SandboxRow[] } {
  const createdAt = new Date().toISOString();
  const replies: Comment[] = VISITORS.map((visitor) => ({ id: newId(), ...visitor, createdAt, inReplyTo: null }));
  return { replies, with: replies.map((reply) => ({ kind: 'comment', id: reply.id, data: { postId } })) };
}

export async function addComment(db: Db, network: string, postId: string, comment: Comment) {
  await putRecord(db, network, 'comment', comment.id, { postId });
  return addReply(db, network, postId, comment);
}

/** The post a comment belongs to, and the comment. */
export async function findComment(db: Db, network: string, commentId: string): Promise<{ post: SandboxPost; comment: Comment } | null> {
  const index = await getRecord<{ postId: string }>(db, network, 'comment', commentId);
  const post = index ? await findPost(db, network, index.postId) : null;
  const comment = post?.replies.find((reply) => reply.id === commentId);
  return post && comment ? { post, comment } : null;
}

/** One insights value, shaped as Graph answers it for Pages and Instagram media alike. */
export const insightItem = (objectId: string, name: string, value: unknown) => ({
  name,
  period: 'lifetime',
  values: [{ value }],
  title: name,
  description: '',
  id: `${objectId}/insights/${name}/lifetime`,
});
