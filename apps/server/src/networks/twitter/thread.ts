import type { NetworkContext } from '../context.ts';
import type { AccountCredentials, FollowUpInput, PublishResult } from '../types.ts';
import { xPostUrl } from './api.ts';
import { checkXPost, createTweet } from './publish.ts';

/**
 * A thread's next post: a tweet of the account answering the previous one
 * (`reply.in_reply_to_tweet_id`), so X shows the posts as one thread under the first. Its text is
 * checked first (280 weighted characters): nothing is sent that X would refuse.
 */
export async function publishThreadPart(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  const text = input.text.trim();
  checkXPost(text);
  const id = await createTweet(context, account.accessToken, { text, inReplyTo: input.replyToExternalId });
  return { externalId: id, url: xPostUrl(context, account.username, id) };
}
