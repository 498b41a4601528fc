import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { figure } from '../post-metrics.ts';
import { readAnswer } from '../read-answer.ts';
import type { PostMetrics } from '../types.ts';
import { linkedinApi, urnPath } from './api.ts';

const statisticsSchema = z.object({
  elements: z.array(
    z.object({
      share: z.string().nullish(),
      ugcPost: z.string().nullish(),
      totalShareStatistics: z
        .object({
          impressionCount: z.number().nullish(),
          uniqueImpressionsCount: z.number().nullish(),
          clickCount: z.number().nullish(),
          likeCount: z.number().nullish(),
          commentCount: z.number().nullish(),
          shareCount: z.number().nullish(),
        })
        .nullish(),
    }),
  ),
});

/**
 * A Page's post through `organizationalEntityShareStatistics` (lifetime, no time range): the
 * post named in the list of its kind, `shares=List(…)` or `ugcPosts=List(…)`, built as a path so
 * that Rest.li 2.0 gets its parentheses as they are. A post not counted yet has no element: zeros.
 * LinkedIn gives no saves of a post.
 */
export async function pagePostMetrics(context: NetworkContext, token: string, page: string, urn: string): Promise<PostMetrics> {
  const list = urn.startsWith('urn:li:ugcPost:') ? 'ugcPosts' : 'shares';
  const answer = await linkedinApi(context, {
    method: 'GET',
    path: `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${urnPath(page)}&${list}=List(${urnPath(urn)})`,
    bearer: token,
  });
  const element = readAnswer('linkedin', statisticsSchema, answer).elements.find((item) => (item.share ?? item.ugcPost) === urn);
  const totals = element?.totalShareStatistics;
  const count = (value: number | null | undefined) => (totals ? figure(value) : 0);
  return {
    impressions: count(totals?.impressionCount),
    reach: count(totals?.uniqueImpressionsCount),
    likes: count(totals?.likeCount),
    comments: count(totals?.commentCount),
    shares: count(totals?.shareCount),
    saves: null,
    clicks: count(totals?.clickCount),
  };
}
