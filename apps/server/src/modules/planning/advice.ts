import { FREQUENCY_WEEKS, NETWORKS, POSTING_FREQUENCY, type AdviceCell, type NetworkAdvice } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { bestSlots, paceOf } from './best-times.ts';
import { listNetworkActivity, listSlots } from './repository.ts';

const DAY_MS = 86_400_000;
/** A rate to four decimals (0,1 % shown): a mean of floats says 0,09999999. */
const roundRate = (rate: number) => Math.round(rate * 10_000) / 10_000;
/** The posts the heatmap reads: a year, so that seasons weigh alike. */
const HEATMAP_DAYS = 365;

/**
 * GET /api/planning/advice: for each network, its measured posts of the last year by weekday ×
 * hour of the user's zone, the best slots with how sure each is (else the studies' windows stand
 * in, `source: general`), and its posting pace over the last 4 weeks against the advised frequency.
 */
export async function planningAdvice(ctx: AppContext, workspaceId: string, timeZone: string): Promise<{ timeZone: string; networks: NetworkAdvice[] }> {
  const now = ctx.clock.now();
  const [slots, activity] = await Promise.all([
    listSlots(ctx.db, workspaceId, timeZone, new Date(now - HEATMAP_DAYS * DAY_MS)),
    listNetworkActivity(ctx.db, workspaceId, new Date(now - FREQUENCY_WEEKS * 7 * DAY_MS)),
  ]);
  const networks = NETWORKS.map((network): NetworkAdvice => {
    const heatmap: AdviceCell[] = slots
      .filter((slot) => slot.platform === network)
      .map(({ weekday, hour, posts, rate }) => ({ weekday, hour, posts, rate: rate === null ? null : roundRate(Number(rate)) }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
    const best = bestSlots(heatmap);
    const own = activity.find((row) => row.platform === network);
    const perWeek = Math.round(((own?.posts ?? 0) / FREQUENCY_WEEKS) * 10) / 10;
    return {
      network,
      accounts: own?.accounts ?? 0,
      measuredPosts: heatmap.reduce((sum, cell) => sum + cell.posts, 0),
      heatmap,
      bestSlots: best,
      source: best.length > 0 ? 'own' : 'general',
      lastWeeks: { posts: own?.posts ?? 0, perWeek },
      pace: paceOf(perWeek, POSTING_FREQUENCY[network]),
    };
  });
  return { timeZone, networks };
}
