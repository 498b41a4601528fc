import { facebookLimits } from '@publia/shared';
import type { NetworkContext } from '../context.ts';
import { absoluteLink } from '../meta/graph.ts';
import { checkFirstComment } from '../meta/first-comment.ts';
import type { AccountCredentials, FollowUpInput, PublishResult } from '../types.ts';
import { commentAsPage } from './comments.ts';

/**
 * The post's first comment, written as the Page (`POST /{post-id}/comments`). Without a permalink
 * from Graph, its address is facebook.com's for any object: `/{comment-id}`.
 */
export async function publishFirstComment(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  checkFirstComment(facebookLimits, input.text);
  const comment = await commentAsPage(context, account, input.postExternalId, input.text);
  return { externalId: comment.id, url: comment.url ?? absoluteLink(context, `/${comment.id}`) };
}
