import type { Network } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';
import { SCORE_BASELINE_DAYS, SCORE_MIN_AGE_MS, SCORE_MIN_POSTS } from '../score.ts';
import { accountEngagementMedian, targetsPublication, type AccountToSync } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * When a post is news for the team: its engagement reaches `ratio` times its account's median
 * (at least `minEngagement` interactions, so that a quiet account's third like is not « 3 × »),
 * within its first `freshDays` — after that, its figures move too slowly to be news.
 */
export const PERFORMANCE_ALERT = { ratio: 2, minEngagement: 10, freshDays: 7 } as const;

/** A measured post of the batch: its engagement now and at its previous measure. */
export interface EngagementChange {
  targetId: string;
  contentId: string;
  engagement: number | null;
  previous: number | null;
}

/**
 * Announces (`post.performing`) each post of the batch whose engagement has just crossed its
 * account's threshold: below it at the previous measure, at or above it now. Engagement only grows,
 * so a post is announced once; the median is the score's (posts of the last 90 days measured for
 * good, at least three of them), so the alert and the Statistiques page tell the same story.
 */
export async function announceOutperformers(ctx: AppContext, account: AccountToSync, changes: EngagementChange[], now: number): Promise<number> {
  const rising = changes.filter(
    (change): change is EngagementChange & { engagement: number } =>
      change.engagement !== null && change.engagement >= PERFORMANCE_ALERT.minEngagement && change.engagement > (change.previous ?? 0),
  );
  if (rising.length === 0) return 0;
  const baseline = await accountEngagementMedian(
    ctx.db,
    account.id,
    { from: new Date(now - SCORE_BASELINE_DAYS * DAY_MS), to: new Date(now - SCORE_MIN_AGE_MS) },
    rising.map((change) => change.targetId),
  );
  if (baseline.posts < SCORE_MIN_POSTS || baseline.median === null) return 0;
  const threshold = Math.max(PERFORMANCE_ALERT.ratio * baseline.median, PERFORMANCE_ALERT.minEngagement);
  const crossed = rising.filter((change) => change.engagement >= threshold && (change.previous ?? 0) < threshold);
  if (crossed.length === 0) return 0;
  const publications = new Map(
    (
      await targetsPublication(
        ctx.db,
        crossed.map((change) => change.targetId),
      )
    ).map((row) => [row.targetId, row]),
  );
  let announced = 0;
  for (const change of crossed) {
    const publication = publications.get(change.targetId);
    if (!publication?.publishedAt || now - publication.publishedAt.getTime() > PERFORMANCE_ALERT.freshDays * DAY_MS) continue;
    await ctx.events.emit('post.performing', {
      workspaceId: account.workspaceId,
      contentId: change.contentId,
      title: publication.title,
      platform: account.platform as Network,
      engagement: change.engagement,
      // A median of 0 with interactions above the floor: the floor stands for it.
      ratio: Math.round((change.engagement / Math.max(baseline.median, PERFORMANCE_ALERT.minEngagement / PERFORMANCE_ALERT.ratio)) * 10) / 10,
    });
    announced++;
  }
  return announced;
}
