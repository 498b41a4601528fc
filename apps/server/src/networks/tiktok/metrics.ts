import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { batches, figure, mapLimited, NO_FIGURES, READ_CONCURRENCY } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountMetrics, PostMetricsReading } from '../types.ts';
import { preciseIds, tiktokApi } from './api.ts';

/** `video/query` takes at most 20 ids. */
const BATCH = 20;

const videoQuerySchema = z.object({
  data: z.object({
    videos: z
      .array(
        z.object({
          id: z.union([z.string(), z.number()]),
          like_count: z.number().nullish(),
          comment_count: z.number().nullish(),
          share_count: z.number().nullish(),
          view_count: z.number().nullish(),
        }),
      )
      .default([]),
  }),
});

const statusSchema = z.object({
  data: z.object({ publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).nullish() }),
});

/** A post published before moderation gave it an id is known by its publish id: ask again for the id. */
async function postIdOf(context: NetworkContext, accessToken: string, externalId: string): Promise<string | null> {
  if (/^\d+$/.test(externalId)) return externalId;
  const answer = await tiktokApi(preciseIds(context), {
    path: '/v2/post/publish/status/fetch/',
    json: { publish_id: externalId },
    bearer: accessToken,
    readOnly: true,
  });
  const id = readAnswer('tiktok', statusSchema, answer).data.publicaly_available_post_id?.[0];
  return id === undefined ? null : String(id);
}

/**
 * `video/query` (scope video.list), 20 videos a call: views, likes, comments and shares. TikTok
 * gives no reach, saves nor clicks. A video missing from the answer was removed (or made
 * private): `gone`.
 */
export async function postMetrics(context: NetworkContext, account: AccountCredentials, externalIds: string[]): Promise<PostMetricsReading[]> {
  const postIds = await mapLimited(externalIds, READ_CONCURRENCY, (externalId) => postIdOf(context, account.accessToken, externalId));
  const known = [...new Set(postIds.filter((id): id is string => id !== null))];
  const videos = new Map<string, z.infer<typeof videoQuerySchema>['data']['videos'][number]>();
  for (const ids of batches(known, BATCH)) {
    const answer = await tiktokApi(preciseIds(context), {
      path: '/v2/video/query/',
      query: { fields: 'id,like_count,comment_count,share_count,view_count' },
      json: { filters: { video_ids: ids } },
      bearer: account.accessToken,
      readOnly: true,
    });
    for (const video of readAnswer('tiktok', videoQuerySchema, answer).data.videos) videos.set(String(video.id), video);
  }
  return externalIds.map((externalId, index): PostMetricsReading => {
    const postId = postIds[index];
    // Still in moderation: no public id yet, so nothing is measured — not removed either.
    if (postId === null || postId === undefined) return { externalId, metrics: NO_FIGURES };
    const video = videos.get(postId);
    if (!video) return { externalId, gone: true };
    return {
      externalId,
      metrics: {
        impressions: figure(video.view_count),
        reach: null,
        likes: figure(video.like_count),
        comments: figure(video.comment_count),
        shares: figure(video.share_count),
        saves: null,
        clicks: null,
      },
    };
  });
}

const followersSchema = z.object({ data: z.object({ user: z.object({ follower_count: z.number().nullish() }) }) });

/** `follower_count` of `user/info` (scope user.info.stats). */
export async function accountMetrics(context: NetworkContext, account: AccountCredentials): Promise<AccountMetrics> {
  const answer = await tiktokApi(context, { method: 'GET', path: '/v2/user/info/', query: { fields: 'follower_count' }, bearer: account.accessToken });
  return { followers: figure(readAnswer('tiktok', followersSchema, answer).data.user.follower_count) };
}
