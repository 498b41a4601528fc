import type { AppContext } from '../../../core/context/app-context.ts';
import type { PostMetricsReading } from '../../../networks/types.ts';
import { setContentFigures } from '../../content/service.ts';
import { contentTotals, storePostReadings, type AccountToSync, type PostReadingBatch, type TargetToMeasure } from './repository.ts';
import { announceOutperformers, type EngagementChange } from './performance-alerts.ts';
import { addGain, engagementOf, gainOf, noGains, utcDay } from './rollup.ts';

/**
 * Stores one batch of an account's readings (one transaction): each post's snapshot and latest
 * figures, what the batch gained on the measure's UTC day, the removed posts stopped at their
 * last figures. Then the items' impressions and likes follow (written by the content module).
 * A reading for a post that was not asked is ignored. A fresh post whose engagement has just passed
 * twice its account's usual is announced (`post.performing`).
 */
export async function storeReadings(
  ctx: AppContext,
  account: AccountToSync,
  measuredAt: Date,
  targets: TargetToMeasure[],
  readings: PostMetricsReading[],
): Promise<{ measured: number; removed: number }> {
  const byExternalId = new Map(targets.map((target) => [target.externalId, target]));
  const measured: PostReadingBatch['measured'] = [];
  const removed: string[] = [];
  const gains = noGains();
  const touched = new Set<string>();
  const changes: EngagementChange[] = [];
  for (const reading of readings) {
    const target = byExternalId.get(reading.externalId);
    if (!target) continue;
    byExternalId.delete(reading.externalId);
    touched.add(target.contentId);
    if ('gone' in reading) {
      removed.push(target.id);
      continue;
    }
    addGain(gains, gainOf(reading.metrics, target.previous));
    const engagement = engagementOf(reading.metrics);
    measured.push({ targetId: target.id, figures: reading.metrics, engagement });
    changes.push({ targetId: target.id, contentId: target.contentId, engagement, previous: target.previous ? engagementOf(target.previous) : null });
  }
  await storePostReadings(ctx.db, {
    account,
    measuredAt,
    measured,
    removed,
    day: measured.length > 0 ? { day: utcDay(measuredAt), gains, engagement: engagementOf(gains) } : null,
  });
  if (measured.length > 0) {
    await setContentFigures(ctx, account.workspaceId, [...touched], (db) => contentTotals(db, [...touched]));
    await announceOutperformers(ctx, account, changes, measuredAt.getTime());
  }
  return { measured: measured.length, removed: removed.length };
}
