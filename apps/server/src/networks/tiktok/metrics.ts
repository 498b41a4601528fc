import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, PostMetrics } from '../types.ts';
import { preciseIds, tiktokApi } from './api.ts';

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

const NO_METRICS: PostMetrics = { impressions: null, likes: null, comments: null, shares: null, saves: null, clicks: null };

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

/** `video/query` (scope video.list): views, likes, comments and shares; TikTok gives no saves nor clicks. */
export async function videoMetrics(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<PostMetrics> {
  const postId = await postIdOf(context, account.accessToken, externalId);
  if (!postId) return NO_METRICS;
  const answer = await tiktokApi(preciseIds(context), {
    path: '/v2/video/query/',
    query: { fields: 'id,like_count,comment_count,share_count,view_count' },
    json: { filters: { video_ids: [postId] } },
    bearer: account.accessToken,
    readOnly: true,
  });
  const video = readAnswer('tiktok', videoQuerySchema, answer).data.videos.find((item) => String(item.id) === postId);
  if (!video) return NO_METRICS;
  return {
    impressions: video.view_count ?? null,
    likes: video.like_count ?? null,
    comments: video.comment_count ?? null,
    shares: video.share_count ?? null,
    saves: null,
    clicks: null,
  };
}
