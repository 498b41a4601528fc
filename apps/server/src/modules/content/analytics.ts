import type { AnalyticsPeriod, ContentAnalyticsResponse, Network } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import { loadContentRow } from './load-content.ts';
import { listTargets } from './repository.ts';

/** GET /api/content/:id/analytics: what is stored of the post's figures (the analytics issue fills them). */
export async function contentAnalytics(
  ctx: AppContext,
  workspaceId: string,
  id: string,
  period: AnalyticsPeriod,
): Promise<ContentAnalyticsResponse['data']> {
  const row = await loadContentRow(ctx, workspaceId, id);
  const targets = await listTargets(ctx.db, workspaceId, [row.id]);
  return {
    contentId: row.id,
    period,
    totals: { impressions: row.impressions ?? 0, likes: row.likes ?? 0 },
    targets: targets.map((target) => ({ targetId: target.id, platform: target.platform as Network, status: target.status, url: target.url })),
  };
}
