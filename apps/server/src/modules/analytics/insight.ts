import type { AnalyticsFilterQuery, AnalyticsInsightResponse } from '@publia/shared';
import { textWriterFor } from '../../ai/write-text.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { insightPrompt, writeInsightLocally, type InsightFacts } from './insight-writer.ts';
import { periodAverageScore, rankedPosts } from './period-posts.ts';
import { analyticsSummary } from './summary.ts';

/** A comment is worth a few seconds, not the generation's full time limit. */
const INSIGHT_TIMEOUT_MS = 15_000;

const sum = (values: (number | null)[]) => values.reduce<number | null>((total, value) => (value === null ? total : (total ?? 0) + value), null);

/** The period's facts: the cards, each network's totals, the best post, the average score. */
export async function insightFacts(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery): Promise<InsightFacts> {
  const [summary, [best], averageScore] = await Promise.all([
    analyticsSummary(ctx, workspaceId, query),
    rankedPosts(ctx, workspaceId, query, 1),
    periodAverageScore(ctx, workspaceId, query),
  ]);
  return {
    period: query.period,
    publishedPosts: summary.publishedPosts,
    impressions: summary.cards.impressions.value,
    impressionsChange: summary.cards.impressions.change,
    engagementRate: summary.cards.engagement.rate,
    networks: summary.series.map((series) => {
      const impressions = sum(series.impressions);
      const engagement = sum(series.engagement);
      return { network: series.network, impressions, engagement, rate: impressions && engagement !== null ? engagement / impressions : null };
    }),
    bestPost: best ? { title: best.title, network: best.platform, score: best.score, reasons: best.reasons } : null,
    averageScore,
  };
}

/**
 * GET /api/analytics/insight: a short French comment on the period, written by the generation
 * provider when it can write free text, else (or when it fails) by the local writer.
 */
export async function analyticsInsight(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery): Promise<AnalyticsInsightResponse['data']> {
  const facts = await insightFacts(ctx, workspaceId, query);
  const writer = textWriterFor(ctx.config);
  if (writer) {
    try {
      const timeout = Math.min(ctx.config.generation.timeoutMs, INSIGHT_TIMEOUT_MS);
      const comment = await writer.write(insightPrompt(facts), AbortSignal.timeout(timeout));
      return { comment, source: 'ai', averageScore: facts.averageScore };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      ctx.logger.warn({ provider: writer.name, reason }, 'insight provider failed, local writer used');
    }
  }
  return { comment: writeInsightLocally(facts), source: 'local', averageScore: facts.averageScore };
}
