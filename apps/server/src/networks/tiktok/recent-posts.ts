import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import { collectRecentPosts, isoTime } from '../recent-posts.ts';
import type { AccountCredentials, RecentPost } from '../types.ts';
import { preciseIds, tiktokApi } from './api.ts';
import { tiktokVideoUrl } from './publish.ts';

/** TikTok lists at most 20 videos a call. */
const MAX_COUNT = 20;

const listSchema = z.object({
  data: z.object({
    videos: z
      .array(
        z.object({
          id: z.union([z.string(), z.number()]).transform(String),
          title: z.string().nullish(),
          video_description: z.string().nullish(),
          create_time: z.number(),
          share_url: z.string().nullish(),
        }),
      )
      .default([]),
    cursor: z.number().nullish(),
    has_more: z.boolean().nullish(),
  }),
});

/**
 * The creator's videos (`POST /v2/video/list/`, scope video.list), newest first; TikTok takes no
 * date, so pages are read by `cursor` (milliseconds) until a video is older than `since`. The
 * caption is the description, or the title when TikTok gives no description.
 */
export function recentPosts(context: NetworkContext, account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]> {
  const precise = preciseIds(context);
  return collectRecentPosts(input, async (cursor, wanted) => {
    const answer = await tiktokApi(precise, {
      path: '/v2/video/list/',
      query: { fields: 'id,title,video_description,create_time,share_url' },
      json: { max_count: Math.min(MAX_COUNT, wanted), ...(cursor ? { cursor: Number(cursor) } : {}) },
      bearer: account.accessToken,
      readOnly: true,
    });
    const { data } = readAnswer('tiktok', listSchema, answer);
    return {
      posts: data.videos.map((video) => ({
        externalId: video.id,
        url: video.share_url ?? tiktokVideoUrl(context, account.username, video.id),
        text: video.video_description || video.title || '',
        createdAt: isoTime('tiktok', video.create_time, 's'),
      })),
      next: data.has_more && data.cursor ? String(data.cursor) : null,
    };
  });
}
