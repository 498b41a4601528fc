import { linkedinLimits } from '@publia/shared';
import { checkAgainstLimits } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import type { AccountCredentials, FollowUpInput, PublishResult } from '../types.ts';
import { linkedinPostUrl } from './api.ts';
import { postComment } from './social-actions.ts';

/**
 * The first comment: a comment on the post just published, by its author (the member or the
 * Page), refused before it is sent when longer than LinkedIn takes. `comments.list` gives it back
 * as the account's own, which is how a first comment already sent is recognised after a crash.
 */
export async function publishFirstComment(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  checkAgainstLimits(linkedinLimits, { text: input.text, firstComment: input.text });
  const comment = await postComment(context, account, input.postExternalId, input.text);
  return { externalId: comment.id, url: comment.url ?? linkedinPostUrl(context, input.postExternalId) };
}
