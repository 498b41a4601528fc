import { INSPIRATION_LIMITS, type TrendingTopic } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { dateOf } from '../../db/raw-rows.ts';
import { listItemsSince, type NewsRow } from './news-repository.ts';
import { findWatchSettings, saveNotifiedTopics } from './settings-repository.ts';
import { TRENDING_BASE_WEEKS, trendingTopics, type Topic } from './trending.ts';

const WEEK_MS = 7 * 86_400_000;
/** A topic notified once is not notified again for this long, even if it keeps rising. */
const NOTIFY_AGAIN_AFTER_MS = 14 * 86_400_000;

type Dated = NewsRow & { publishedAt: Date };

/** The workspace's topics rising this week, with the items behind them. */
export async function risingTopics(ctx: AppContext, workspaceId: string, limit: number = INSPIRATION_LIMITS.topicsShown): Promise<{ topics: Topic<Dated>[]; items: number }> {
  const now = new Date(ctx.clock.now());
  const rows = await listItemsSince(ctx.db, workspaceId, new Date(now.getTime() - (TRENDING_BASE_WEEKS + 1) * WEEK_MS));
  const items: Dated[] = rows.map((row) => ({ ...row, publishedAt: dateOf(row.published_at) }));
  return { topics: trendingTopics(items, now, limit), items: items.length };
}

export function topicView(topic: Topic<Dated>): TrendingTopic {
  return {
    label: topic.label,
    thisWeek: topic.thisWeek,
    weeklyBefore: topic.weeklyBefore,
    rise: topic.rise,
    items: topic.items.map((item) => ({ id: item.id, title: item.title, link: item.link, source: item.source, publishedAt: item.publishedAt.toISOString() })),
  };
}

export async function getTopics(ctx: AppContext, workspaceId: string): Promise<{ topics: TrendingTopic[]; items: number }> {
  const { topics, items } = await risingTopics(ctx, workspaceId);
  return { topics: topics.map(topicView), items };
}

/**
 * Announces a topic that starts rising (the team is notified, type trend): each
 * topic once a fortnight, the top three at most per round, so a busy week does not flood anyone.
 */
export async function notifyRisingTopics(ctx: AppContext, workspaceId: string): Promise<number> {
  const { topics } = await risingTopics(ctx, workspaceId, 3);
  const { notifiedTopics } = await findWatchSettings(ctx.db, workspaceId);
  const now = new Date(ctx.clock.now());
  const fresh = topics.filter((topic) => {
    const last = notifiedTopics[topic.key];
    return !last || now.getTime() - new Date(last).getTime() >= NOTIFY_AGAIN_AFTER_MS;
  });
  if (fresh.length === 0) return 0;
  for (const topic of fresh) await ctx.events.emit('topic.rising', { workspaceId, topic: topic.label, items: topic.thisWeek });
  const kept = Object.fromEntries(Object.entries(notifiedTopics).filter(([, at]) => now.getTime() - new Date(at).getTime() < NOTIFY_AGAIN_AFTER_MS));
  for (const topic of fresh) kept[topic.key] = now.toISOString();
  await saveNotifiedTopics(ctx.db, workspaceId, kept);
  return fresh.length;
}
