import { frenchMessage, NETWORK_NAMES, zonedDateTimeStrings, type ApiMessageKey, type DailyTip } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { bestPosts } from '../analytics/service.ts';
import { risingTopics } from './topics.ts';

/** A post scoring this much or more against its account's median is worth repeating. */
const TIP_MIN_SCORE = 60;
const GENERAL_TIPS = 7;

type Params = Record<string, string | number>;

/** A tip's title and text in French, and as keys for another language. */
const worded = (titleKey: ApiMessageKey, titleParams: Params, textKey: ApiMessageKey, textParams: Params) => ({
  title: frenchMessage(titleKey, titleParams),
  text: frenchMessage(textKey, textParams),
  titleWorded: { key: titleKey, params: titleParams },
  textWorded: { key: textKey, params: textParams },
});

/** Days since 1970 of a local date: the same tip all day, another tomorrow. */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * « Inspiration du jour »: one tip a day in the user's zone, from the workspace's own best post of
 * the last 30 days (« Voir les statistiques » leads to it) or the topic rising most in its feeds,
 * taking turns day by day when there are both; a general tip when there is neither.
 */
export async function dailyTip(ctx: AppContext, workspaceId: string, timeZone: string): Promise<DailyTip> {
  const { date } = zonedDateTimeStrings(new Date(ctx.clock.now()), timeZone);
  const day = dayNumber(date);
  const [[best], { topics }] = await Promise.all([bestPosts(ctx, workspaceId, { period: '30d', limit: 1 }), risingTopics(ctx, workspaceId, 1)]);
  const post = best && best.score !== null && best.score >= TIP_MIN_SCORE ? best : null;
  const topic = topics[0] ?? null;
  if (post && (!topic || day % 2 === 0)) {
    const params = { title: post.title, platform: NETWORK_NAMES[post.platform], score: post.score ?? 0 };
    return { kind: 'post', ...worded('inspiration.tip.post.title', {}, 'inspiration.tip.post.text', params), contentId: post.contentId, topic: null, date };
  }
  if (topic) {
    const params = { topic: topic.label, count: topic.thisWeek };
    return { kind: 'topic', ...worded('inspiration.tip.topic.title', params, 'inspiration.tip.topic.text', params), contentId: null, topic: topic.label, date };
  }
  const text = `inspiration.tip.general.text.${day % GENERAL_TIPS}` as ApiMessageKey;
  return { kind: 'general', ...worded('inspiration.tip.general.title', {}, text, {}), contentId: null, topic: null, date };
}
