import type { AnalyticsFilterQuery, AnalyticsSummary, Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { isNetwork, networkOrder, unavailableFigures } from './network-figures.ts';
import { addDays, bucketEnd, isoRange, periodWindow, type PeriodWindow } from './period.ts';
import { listBuckets, publishedAndNetworks, type BucketRow, type NetworkCoverageRow } from './repository.ts';
import { syncState } from './sync/public.ts';
import { clicksPerSource } from '../links/service.ts';

/** (value − previous) ÷ previous; null when there is nothing to compare with. */
export function changeOf(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return Math.round(((value - previous) / previous) * 10_000) / 10_000;
}

/** A sum that stays null when no value is known (a figure the network does not give is not a 0). */
class Sum {
  value: number | null = null;
  add(value: number | null) {
    if (value !== null) this.value = (this.value ?? 0) + value;
  }
}

/** One account's followers over time: the value at the end of a day, carried forward. */
class FollowerLine {
  readonly points: { day: string; followers: number }[] = [];
  constructor(readonly platform: string) {}

  /** The last value on or before `day`; else, with `orFirstAfter`, the first one up to it. */
  at(day: string, orFirstUpTo?: string): number | null {
    let found: number | null = null;
    for (const point of this.points) {
      if (point.day > day) {
        if (found === null && orFirstUpTo !== undefined && point.day <= orFirstUpTo) return point.followers;
        break;
      }
      found = point.followers;
    }
    return found;
  }
}

function followerLines(rows: BucketRow[], lastDay: string): Map<string, FollowerLine> {
  const lines = new Map<string, FollowerLine>();
  const lineOf = (account: string, platform: string) => {
    let line = lines.get(account);
    if (!line) lines.set(account, (line = new FollowerLine(platform)));
    return line;
  };
  const dayAt = new Map<number, string>();
  const day = (offset: number) => {
    let found = dayAt.get(offset);
    if (found === undefined) dayAt.set(offset, (found = addDays(lastDay, offset)));
    return found;
  };
  const sorted = [...rows].sort((a, b) => a.b - b.b);
  for (const row of sorted) {
    if (!row.first || !row.last) continue;
    const line = lineOf(row.account_id, row.platform);
    line.points.push({ day: day(row.first[0]), followers: row.first[1] });
    if (row.last[0] !== row.first[0]) line.points.push({ day: day(row.last[0]), followers: row.last[1] });
  }
  return lines;
}

/** New followers between the end of `startDay` and the end of `endDay`, per account, summed. */
function newFollowers(lines: Map<string, FollowerLine>, startDay: string, endDay: string): number | null {
  const total = new Sum();
  for (const line of lines.values()) {
    const end = line.at(endDay);
    // An account measured only from within the period counts from its first measure.
    const start = line.at(startDay, endDay);
    if (end !== null && start !== null) total.add(end - start);
  }
  return total.value;
}

function cards(window: PeriodWindow, rows: BucketRow[], lines: Map<string, FollowerLine>): Omit<AnalyticsSummary['cards'], 'clicks'> {
  const current = { impressions: new Sum(), engagement: new Sum() };
  const previous = { impressions: new Sum(), engagement: new Sum() };
  for (const row of rows) {
    const side = row.b >= 0 ? current : previous;
    side.impressions.add(row.impressions);
    side.engagement.add(row.engagement);
  }
  const impressions = current.impressions.value;
  const engagement = current.engagement.value;
  const followers = newFollowers(lines, window.previousLastDay, window.lastDay);
  const previousFollowers = newFollowers(lines, addDays(window.previousFirstDay, -1), window.previousLastDay);
  return {
    impressions: { value: impressions, previous: previous.impressions.value, change: changeOf(impressions, previous.impressions.value) },
    engagement: {
      value: engagement,
      previous: previous.engagement.value,
      change: changeOf(engagement, previous.engagement.value),
      rate: engagement !== null && impressions !== null && impressions > 0 ? engagement / impressions : null,
    },
    followers: { value: followers, previous: previousFollowers, change: changeOf(followers, previousFollowers) },
  };
}

function series(window: PeriodWindow, rows: BucketRow[], lines: Map<string, FollowerLine>): AnalyticsSummary['series'] {
  const networks = new Set<string>();
  for (const row of rows) if (row.b >= 0) networks.add(row.platform);
  for (const line of lines.values()) if (line.at(window.lastDay) !== null) networks.add(line.platform);
  const sums = new Map<string, { impressions: Sum[]; engagement: Sum[] }>();
  for (const network of networks) {
    sums.set(network, { impressions: window.buckets.map(() => new Sum()), engagement: window.buckets.map(() => new Sum()) });
  }
  for (const row of rows) {
    const i = row.b;
    const network = sums.get(row.platform);
    if (i < 0 || i >= window.buckets.length || !network) continue;
    network.impressions[i]!.add(row.impressions);
    network.engagement[i]!.add(row.engagement);
  }
  const ends = window.buckets.map((_, i) => bucketEnd(window, i));
  return [...networks]
    .filter(isNetwork)
    .sort(networkOrder)
    .map((network) => {
      const accounts = [...lines.values()].filter((line) => line.platform === network);
      const followers = ends.map((end) => {
        const total = new Sum();
        for (const line of accounts) total.add(line.at(end));
        return total.value;
      });
      const own = sums.get(network)!;
      return {
        network,
        impressions: own.impressions.map((sum) => sum.value),
        engagement: own.engagement.map((sum) => sum.value),
        followers,
      };
    });
}

/** The connected networks, with the figures each does not give. */
function networkFacts(rows: NetworkCoverageRow[]): AnalyticsSummary['networks'] {
  return rows
    .filter((row) => isNetwork(row.platform))
    .sort((a, b) => networkOrder(a.platform, b.platform))
    .map((row) => ({ network: row.platform as Network, accounts: row.accounts, unavailable: unavailableFigures(row.platform as Network, row) }));
}

/** The short links' clicks of the period and of the one before (on one network, or all sources: bio and by-hand links too). */
async function periodClicks(ctx: AppContext, workspaceId: string, network: Network | null, window: PeriodWindow): Promise<AnalyticsSummary['cards']['clicks']> {
  const total = (bySource: Map<string, number>) => (network ? (bySource.get(network) ?? 0) : [...bySource.values()].reduce((sum, n) => sum + n, 0));
  const [current, before] = await Promise.all([
    clicksPerSource(ctx, workspaceId, window.firstDay, window.lastDay),
    clicksPerSource(ctx, workspaceId, window.previousFirstDay, addDays(window.firstDay, -1)),
  ]);
  const value = total(current);
  const previous = total(before);
  return { value, previous, change: changeOf(value, previous) };
}

/** GET /api/analytics/summary: the three cards against the previous period, the charts, what each network gives. */
export async function analyticsSummary(ctx: AppContext, workspaceId: string, query: AnalyticsFilterQuery): Promise<AnalyticsSummary> {
  const network = query.network ?? null;
  const window = periodWindow(query.period, ctx.clock.now());
  const [rows, { published, ever, networks }, sync, clicks] = await Promise.all([
    listBuckets(ctx.db, workspaceId, network, {
      previousFirstDay: window.previousFirstDay,
      firstDay: window.firstDay,
      lastDay: window.lastDay,
      firstBucket: window.buckets[0]!,
      bucketDays: window.bucket === 'week' ? 7 : 1,
    }),
    publishedAndNetworks(ctx.db, workspaceId, network, window.from, window.to),
    syncState(ctx, workspaceId),
    periodClicks(ctx, workspaceId, network, window),
  ]);
  const lines = followerLines(rows, window.lastDay);
  return {
    period: query.period,
    network,
    range: isoRange(window.from, window.to),
    previousRange: isoRange(window.previousFrom, window.from),
    cards: { ...cards(window, rows, lines), clicks },
    bucket: window.bucket,
    buckets: window.buckets,
    series: series(window, rows, lines),
    networks: networkFacts(networks),
    publishedPosts: published,
    everPublished: ever,
    sync,
  };
}
