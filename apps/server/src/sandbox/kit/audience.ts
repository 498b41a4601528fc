import { apiMessagesFr } from '@publia/shared';
import { numericId, type SandboxReply } from './posts.ts';

/** Demo followers who answer every sandbox post, so the comments of a demo account are never empty. */
export const AUDIENCE = [
  { username: 'camille_martin', key: 'sandbox.audienceReply1' },
  { username: 'lucas.bernard', key: 'sandbox.audienceReply2' },
] as const;

/**
 * The demo followers' replies a new sandbox post is born with (`recordPost` writes them with the
 * post, counted in its comments); the fake then words them in its network's format.
 */
export function audienceReplies(): SandboxReply[] {
  const createdAt = new Date().toISOString();
  return AUDIENCE.map(({ username, key }) => ({ id: numericId(19), author: username, text: apiMessagesFr[key], createdAt, inReplyTo: null }));
}
