import { POST_METRICS, type PostMetricName } from '@publia/shared';
import type { PostMetrics } from '../../../networks/types.ts';

/** The figures that make a post's engagement: interactions, not views. */
const ENGAGEMENT: readonly PostMetricName[] = ['likes', 'comments', 'shares', 'saves'];

/** Likes + comments + shares + saves, of those the network gives; null when it gives none of them. */
export function engagementOf(figures: PostMetrics): number | null {
  let total: number | null = null;
  for (const name of ENGAGEMENT) {
    const value = figures[name];
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

/**
 * What a post gained since its previous measure: the difference per figure, the whole figure at
 * its first measure (or the first time the network gives it), null where the network gives none.
 */
export function gainOf(current: PostMetrics, previous: PostMetrics | null): PostMetrics {
  const gain = {} as PostMetrics;
  for (const name of POST_METRICS) {
    const now = current[name];
    const before = previous?.[name] ?? null;
    gain[name] = now === null ? null : before === null ? now : now - before;
  }
  return gain;
}

/** An empty sum: every figure null until a post gives it. */
export function noGains(): PostMetrics {
  return { impressions: null, reach: null, likes: null, comments: null, shares: null, saves: null, clicks: null };
}

/** Adds a post's gain to the sum (in place): a figure stays null only while no post gives it. */
export function addGain(sum: PostMetrics, gain: PostMetrics): PostMetrics {
  for (const name of POST_METRICS) {
    const value = gain[name];
    if (value !== null) sum[name] = (sum[name] ?? 0) + value;
  }
  return sum;
}

/** The UTC day of an instant, as `YYYY-MM-DD` (the rollup's day). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
