import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { figure, sumOf } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import { isoTime } from '../recent-posts.ts';
import type { AccountCredentials, PublicAccount, PublicPost } from '../types.ts';
import { xApi, xPostUrl } from './api.ts';
import { readXErrorUnlessNotFound } from './errors.ts';

/** X usernames: letters, digits and `_`, 15 at most (no dots: an Instagram handle may not be one). */
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** X gives 5 to 100 posts a page; a watch reads the latest posts, not an archive. */
const MAX_POSTS = 100;
const MIN_PAGE = 5;

const count = z.number().nullish();

const userSchema = z.object({
  data: z
    .object({
      id: z.string().min(1),
      name: z.string(),
      username: z.string().min(1),
      profile_image_url: z.string().nullish(),
      public_metrics: z.object({ followers_count: count }).nullish(),
    })
    .optional(),
});

const timelineSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string(),
        attachments: z.object({ media_keys: z.array(z.string()).nullish() }).nullish(),
        public_metrics: z.object({ like_count: count, reply_count: count, retweet_count: count, quote_count: count }).nullish(),
      }),
    )
    .nullish(),
  includes: z
    .object({ media: z.array(z.object({ media_key: z.string().nullish(), type: z.string(), url: z.string().nullish(), preview_image_url: z.string().nullish() })).nullish() })
    .nullish(),
});

type Timeline = z.infer<typeof timelineSchema>;
type Tweet = NonNullable<Timeline['data']>[number];

/** A photo's own URL; a video's or a GIF's still. */
function picturesOf(timeline: Timeline): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const media of timeline.includes?.media ?? []) {
    const url = media.type === 'photo' ? media.url : media.preview_image_url;
    if (media.media_key && url) pictures.set(media.media_key, url);
  }
  return pictures;
}

const postOf = (context: NetworkContext, username: string, tweet: Tweet, pictures: Map<string, string>): PublicPost => {
  const numbers = tweet.public_metrics ?? {};
  const firstMedia = tweet.attachments?.media_keys?.[0];
  return {
    externalId: tweet.id,
    url: xPostUrl(context, username, tweet.id),
    text: tweet.text,
    publishedAt: isoTime('twitter', tweet.created_at),
    imageUrl: (firstMedia && pictures.get(firstMedia)) || null,
    likes: figure(numbers.like_count),
    comments: figure(numbers.reply_count),
    shares: sumOf(numbers.retweet_count, numbers.quote_count),
  };
};

/**
 * Another user's profile (`GET /2/users/by/username/{username}`), then their latest own posts —
 * reposts and replies left out — with their figures and pictures (`GET /2/users/{id}/tweets`).
 * X answers an unknown username with a 200 holding only a "Not Found Error": null.
 */
export async function publicAccount(context: NetworkContext, account: AccountCredentials, input: { handle: string; limit: number }): Promise<PublicAccount | null> {
  if (!USERNAME.test(input.handle)) return null;
  const limit = Math.min(MAX_POSTS, Math.max(1, Math.floor(input.limit)));
  const userAnswer = await xApi(context, {
    method: 'GET',
    path: `/2/users/by/username/${encodeURIComponent(input.handle)}`,
    query: { 'user.fields': 'name,profile_image_url,public_metrics' },
    bearer: account.accessToken,
    readError: readXErrorUnlessNotFound,
  });
  const user = readAnswer('twitter', userSchema, userAnswer).data;
  if (!user) return null;
  const timelineAnswer = await xApi(context, {
    method: 'GET',
    path: `/2/users/${encodeURIComponent(user.id)}/tweets`,
    query: {
      max_results: Math.max(MIN_PAGE, limit),
      exclude: 'retweets,replies',
      'tweet.fields': 'created_at,public_metrics,attachments',
      expansions: 'attachments.media_keys',
      'media.fields': 'url,preview_image_url,type',
    },
    bearer: account.accessToken,
  });
  const timeline = readAnswer('twitter', timelineSchema, timelineAnswer);
  const pictures = picturesOf(timeline);
  const posts = (timeline.data ?? []).map((tweet) => postOf(context, user.username, tweet, pictures));
  return {
    handle: user.username,
    displayName: user.name || null,
    pictureUrl: user.profile_image_url ?? null,
    followers: figure(user.public_metrics?.followers_count),
    // Reverse chronological already; a page holds at least 5 posts, so fewer are cut here.
    posts: posts.slice(0, limit),
  };
}
