import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';
import { xApi } from './api.ts';
import { checkXPost, createTweet } from './publish.ts';

const searchSchema = z.object({
  data: z
    .array(z.object({ id: z.string(), text: z.string(), author_id: z.string().nullish(), created_at: z.string().nullish() }))
    .nullish(),
  includes: z.object({ users: z.array(z.object({ id: z.string(), username: z.string() })).nullish() }).nullish(),
});

/**
 * The replies to a post: the recent search on its conversation (X keeps 7 days there), without
 * the post itself, which belongs to its own conversation.
 */
export async function listComments(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<NetworkComment[]> {
  const answer = await xApi(context, {
    method: 'GET',
    path: '/2/tweets/search/recent',
    query: {
      query: `conversation_id:${externalId}`,
      'tweet.fields': 'author_id,created_at,conversation_id',
      expansions: 'author_id',
      'user.fields': 'username',
      max_results: 100,
    },
    bearer: account.accessToken,
  });
  const body = readAnswer('twitter', searchSchema, answer);
  const usernames = new Map((body.includes?.users ?? []).map((user) => [user.id, user.username]));
  return (body.data ?? [])
    .filter((tweet) => tweet.id !== externalId)
    .map((tweet) => ({
      id: tweet.id,
      author: (tweet.author_id && usernames.get(tweet.author_id)) ?? tweet.author_id ?? '',
      text: tweet.text,
      createdAt: tweet.created_at ?? '',
    }));
}

/** A reply is a tweet of its own, pointing at the one it answers. */
export async function replyToComment(
  context: NetworkContext,
  account: AccountCredentials,
  _externalId: string,
  commentId: string,
  text: string,
): Promise<{ id: string }> {
  checkXPost(text);
  return { id: await createTweet(context, account.accessToken, { text, inReplyTo: commentId }) };
}
