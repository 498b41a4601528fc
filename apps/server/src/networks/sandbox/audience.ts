import { apiMessagesFr } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { addReply, numericId, type SandboxPost } from './posts.ts';

type Reply = SandboxPost['replies'][number];

/** Demo followers who answer every sandbox post, so the comments of a demo account are never empty. */
export const AUDIENCE = [
  { username: 'camille_martin', key: 'sandbox.audienceReply1' },
  { username: 'lucas.bernard', key: 'sandbox.audienceReply2' },
] as const;

/**
 * Adds the demo followers' replies to a new sandbox post (and counts them in its comments); the
 * fake then words them in its network's format. Returns them, for fakes that index replies.
 */
export async function seedAudienceReplies(db: Db, network: string, postId: string): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (const { username, key } of AUDIENCE) {
    const reply: Reply = { id: numericId(19), author: username, text: apiMessagesFr[key], createdAt: new Date().toISOString(), inReplyTo: null };
    await addReply(db, network, postId, reply);
    replies.push(reply);
  }
  return replies;
}
