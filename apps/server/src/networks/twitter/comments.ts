import { z } from 'zod';
import { oldestFirst, readAllPages } from '../comment-list.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, CommentsApi, NetworkComment } from '../types.ts';
import { xApi, xPostUrl } from './api.ts';
import { checkXPost, createTweet } from './publish.ts';

/** The most results the recent search gives in one page. */
const PAGE_SIZE = 100;

const searchSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        author_id: z.string().nullish(),
        created_at: z.string().nullish(),
        referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).nullish(),
      }),
    )
    .nullish(),
  includes: z.object({ users: z.array(z.object({ id: z.string(), name: z.string().nullish(), username: z.string() })).nullish() }).nullish(),
  meta: z.object({ next_token: z.string().nullish() }).nullish(),
});
type Tweet = NonNullable<z.infer<typeof searchSchema>['data']>[number];
type User = { name?: string | null; username: string };

/**
 * The replies to a post and theirs: the recent search on its conversation (X keeps 7 days there),
 * page after page (`next_token`), without the post itself, which belongs to its own conversation.
 * X says nothing of a reply being hidden: `hidden` is always false here.
 */
export async function listReplies(context: NetworkContext, account: AccountCredentials, postId: string, pageSize = PAGE_SIZE): Promise<NetworkComment[]> {
  const users = new Map<string, User>();
  const tweets = await readAllPages<Tweet>(async (token) => {
    const answer = await xApi(context, {
      method: 'GET',
      path: '/2/tweets/search/recent',
      query: {
        query: `conversation_id:${postId}`,
        'tweet.fields': 'author_id,created_at,conversation_id,referenced_tweets',
        expansions: 'author_id',
        'user.fields': 'name,username',
        max_results: pageSize,
        next_token: token ?? undefined,
      },
      bearer: account.accessToken,
    });
    const body = readAnswer('twitter', searchSchema, answer);
    for (const user of body.includes?.users ?? []) users.set(user.id, user);
    return { items: (body.data ?? []).filter((tweet) => tweet.id !== postId), next: body.meta?.next_token ?? null };
  });
  return oldestFirst(
    tweets.map((tweet) => {
      const user = tweet.author_id ? users.get(tweet.author_id) : undefined;
      const parent = tweet.referenced_tweets?.find((reference) => reference.type === 'replied_to')?.id ?? null;
      return {
        id: tweet.id,
        parentId: parent === postId ? null : parent,
        author: user?.name || user?.username || tweet.author_id || '',
        authorHandle: user?.username ?? null,
        text: tweet.text,
        createdAt: tweet.created_at ?? '',
        fromAccount: !!tweet.author_id && tweet.author_id === account.externalId,
        hidden: false,
        url: user ? xPostUrl(context, user.username, tweet.id) : null,
      };
    }),
  );
}

const hiddenSchema = z.object({ data: z.object({ hidden: z.boolean() }) });

/** X's replies: read, answered (a tweet of its own pointing at the one it answers), hidden; X deletes only one's own. */
export function twitterComments(context: NetworkContext): CommentsApi {
  return {
    list: (account, postId) => listReplies(context, account, postId),
    async reply(account, input) {
      checkXPost(input.text);
      const id = await createTweet(context, account.accessToken, { text: input.text, inReplyTo: input.commentId });
      return { id, url: xPostUrl(context, account.username, id) };
    },
    async hide(account, input) {
      const answer = await xApi(context, {
        method: 'PUT',
        path: `/2/tweets/${encodeURIComponent(input.commentId)}/hidden`,
        json: { hidden: input.hidden },
        bearer: account.accessToken,
      });
      readAnswer('twitter', hiddenSchema, answer);
    },
  };
}
