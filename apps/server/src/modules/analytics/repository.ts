import type { Network } from '@publia/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, preparedRows } from '../../db/prepared-rows.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { PostMetrics } from '../../networks/types.ts';

/** An instant in milliseconds as the database reads it. */
const at = (ms: number) => new Date(ms).toISOString();

/*
 * All the SQL of the read side. Figures are bigint columns, read as float8 so that both drivers
 * give numbers; instants come as the JSON's text, days as `YYYY-MM-DD`.
 */

const iso = (column: string) => sql.raw(isoInstant(column));
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const onNetwork = (column: string, network: Network | null): SQL => (network ? sql`and ${sql.raw(column)} = ${network}` : sql``);

export interface BucketRow {
  account_id: string;
  platform: string;
  /** The bucket's index, -1 for the previous period, -2 for each account's last followers before it. */
  b: number;
  impressions: number | null;
  engagement: number | null;
  /** The group's first and last followers: [days after the period's last day (≤ 0), followers]. */
  first: [number, number] | null;
  last: [number, number] | null;
}

/**
 * The daily rollup from the previous period's first day to the period's last, summed per account
 * and bucket (-1: the previous period), with each group's first and last followers (min/max over
 * [day, followers] pairs: a hashable aggregate, no sort), and each account's last followers before
 * (-2): a year reads a few hundred groups, never a row per day. Not a prepared statement: its
 * generic plan, blind to the dates, sorts every row instead of hashing the groups.
 */
export function listBuckets(
  db: Db,
  workspaceId: string,
  network: Network | null,
  days: { previousFirstDay: string; firstDay: string; lastDay: string; firstBucket: string; bucketDays: number },
): Promise<BucketRow[]> {
  const last = sql`${days.lastDay}::date`;
  return rawRows<BucketRow>(
    db,
    sql`select account_id, platform, b, sum(impressions)::float8 as impressions, sum(engagement)::float8 as engagement,
               min(array[n, followers::float8]) filter (where followers is not null) as first,
               max(array[n, followers::float8]) filter (where followers is not null) as last
        from (select account_id, platform, impressions, engagement, followers, (day - ${last})::float8 as n,
                     case when day >= ${days.firstDay}::date then (day - ${days.firstBucket}::date) / ${days.bucketDays}::int else -1 end as b
              from account_metric_days
              where workspace_id = ${workspaceId} and day >= ${days.previousFirstDay}::date and day <= ${last} ${onNetwork('platform', network)}) d
        group by account_id, platform, b
        union all
        select * from (
          select distinct on (account_id) account_id, platform, -2, null::float8, null::float8,
                 array[(day - ${last})::float8, followers::float8], array[(day - ${last})::float8, followers::float8]
          from account_metric_days
          where workspace_id = ${workspaceId} and day < ${days.previousFirstDay}::date and followers is not null ${onNetwork('platform', network)}
          order by account_id, day desc) before`,
  );
}

export type NetworkCoverageRow = { platform: string; accounts: number; posts: number } & Record<
  'impressions' | 'reach' | 'likes' | 'comments' | 'shares' | 'saves' | 'clicks',
  number
>;

const networksText = `select
    (select count(*)::int from publication_targets
      where workspace_id = $1 and status = 'published' and published_at >= $2::timestamptz and published_at <= $3::timestamptz
        and ($4::text is null or platform = $4)) as published,
    exists(select 1 from publication_targets
      where workspace_id = $1 and status = 'published' and ($4::text is null or platform = $4)) as ever,
    (select coalesce(json_agg(n), '[]'::json) from (
      select a.platform, a.accounts, coalesce(m.posts, 0)::int as posts, coalesce(m.impressions, 0)::int as impressions,
             coalesce(m.reach, 0)::int as reach, coalesce(m.likes, 0)::int as likes, coalesce(m.comments, 0)::int as comments,
             coalesce(m.shares, 0)::int as shares, coalesce(m.saves, 0)::int as saves, coalesce(m.clicks, 0)::int as clicks
      from (select platform, count(*)::int as accounts from social_accounts where workspace_id = $1 and is_connected group by platform) a
      left join (select platform, count(*) as posts, count(impressions) as impressions, count(reach) as reach, count(likes) as likes,
                        count(comments) as comments, count(shares) as shares, count(saves) as saves, count(clicks) as clicks
                 from post_metrics where workspace_id = $1 group by platform) m on m.platform = a.platform) n) as networks`;

/**
 * How many targets went out between two instants, whether any ever did, and per connected network its accounts and how
 * many measured posts carry each figure: one round trip.
 */
export async function publishedAndNetworks(
  db: Db,
  workspaceId: string,
  network: Network | null,
  from: number,
  to: number,
): Promise<{ published: number; ever: boolean; networks: NetworkCoverageRow[] }> {
  const [row] = await preparedRows<{ published: number; ever: boolean; networks: NetworkCoverageRow[] }>(db, 'analytics_published_networks', networksText, [
    workspaceId,
    new Date(from).toISOString(),
    new Date(to).toISOString(),
    network,
  ]);
  return row ?? { published: 0, ever: false, networks: [] };
}

/** A post's figures as the read side's queries give them, with their sum of interactions. */
export type FigureColumns = PostMetrics & { engagement: number | null };

const FIGURE_TEXT = ['impressions', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks', 'engagement'].map((name) => `pm.${name}::float8 as ${name}`).join(', ');
const FIGURES = sql.raw(FIGURE_TEXT);

export interface RankedPostRow extends FigureColumns {
  target_id: string;
  content_id: string;
  account_id: string | null;
  platform: string;
  published_at: string;
  measured_at: string;
  stopped: 'removed' | 'disconnected' | null;
  title: string | null;
  media_url: string | null;
  media_type: 'image' | 'video' | null;
  account: string | null;
  url: string | null;
  /** The account's followers and its medians over its baseline posts (null: no baseline). */
  followers: number | null;
  measured: number | null;
  m_rate: number | null;
  m_impressions: number | null;
  m_saves: number | null;
  m_comments: number | null;
  m_shares: number | null;
  /** The score the database ranked by. */
  score: number | null;
}

// A post's engagement rate: per impression, per follower when the network gives no impressions.
const RATE = `case when pm.engagement is null then null
    when pm.impressions is not null then case when pm.impressions > 0 then pm.engagement::float8 / pm.impressions end
    when f.followers > 0 then pm.engagement::float8 / f.followers end`;
// score.ts's ratioScore: the median is 50, twice it 80, half of it 25.
const ratioScore = (x: string) =>
  `(case when ${x} <= 0 then 0.0 when ${x} >= 1 then 100 * ${x} * ${x} / (1 + ${x} * ${x})
     else 100 * power(${x}, ${Math.log2(3)}) / (1 + power(${x}, ${Math.log2(3)})) end)`;

/*
 * (Each step of a score is a lateral subquery behind `offset 0`: flattened, the planner would
 * repeat every expression in each one that uses it, dozens of times per row.)
 * The period's measured targets scored in the database with score.ts's rule (each account's medians
 * over its posts between $5 and $6, the weights 0.6 and 0.4), so that only the page's rows come
 * out, best first; the process scores those rows again with score.ts for the answer and its reasons.
 */
const scoredText = `with followers as (
    select sa.id as account_id,
           coalesce((select d.followers from account_metric_days d where d.account_id = sa.id and d.followers is not null order by d.day desc limit 1),
                    sa.followers)::float8 as followers
    from social_accounts sa where sa.workspace_id = $1
  ),
  baselines as (
    select b.account_id, count(*)::int as measured,
           percentile_cont(0.5) within group (order by b.rate) as m_rate,
           percentile_cont(0.5) within group (order by b.impressions) as m_impressions,
           percentile_cont(0.5) within group (order by b.saves) as m_saves,
           percentile_cont(0.5) within group (order by b.comments) as m_comments,
           percentile_cont(0.5) within group (order by b.shares) as m_shares
    from (select pm.account_id, pm.impressions::float8 as impressions, pm.saves::float8 as saves, pm.comments::float8 as comments,
                 pm.shares::float8 as shares, ${RATE} as rate
          from post_metrics pm left join followers f on f.account_id = pm.account_id
          where pm.workspace_id = $1 and pm.published_at >= $5::timestamptz and pm.published_at <= $6::timestamptz
            and pm.account_id is not null and (pm.impressions is not null or pm.engagement is not null)) b
    group by b.account_id
  ),
  scored as (
    select pm.target_id, pm.engagement, pm.published_at, sc.score
    from post_metrics pm
    left join followers f on f.account_id = pm.account_id
    left join baselines b on b.account_id = pm.account_id
    cross join lateral (select ${RATE} as rate offset 0) x
    cross join lateral (
      select case when x.rate is not null and b.m_rate > 0 then least(x.rate / b.m_rate, 1e6) end as r_rate,
             case when pm.impressions is not null and b.m_impressions > 0 then least(pm.impressions / b.m_impressions, 1e6) end as r_reach
      offset 0) y
    cross join lateral (select ${ratioScore('y.r_rate')} as s_rate, ${ratioScore('y.r_reach')} as s_reach offset 0) z
    cross join lateral (
      select case
          when pm.published_at > $6::timestamptz or coalesce(b.measured, 0) < 3 or (pm.impressions is null and pm.engagement is null)
            or (y.r_rate is null and y.r_reach is null) then null
          else floor((coalesce(0.6 * z.s_rate, 0) + coalesce(0.4 * z.s_reach, 0))
                     / ((case when y.r_rate is not null then 0.6 else 0 end) + (case when y.r_reach is not null then 0.4 else 0 end)) + 0.5)::int
        end as score
      offset 0) sc
    where pm.workspace_id = $1 and pm.published_at >= $2::timestamptz and pm.published_at <= $3::timestamptz
      and ($4::text is null or pm.platform = $4)
  )`;

const rankedText = `${scoredText},
  page as (select * from scored order by score desc nulls last, engagement desc nulls last, published_at desc, target_id limit $7)
  select pm.target_id, pm.content_id, pm.account_id, pm.platform, ${isoInstant('pm.published_at')} as published_at,
         ${isoInstant('pm.measured_at')} as measured_at, pm.stopped, ${FIGURE_TEXT},
         f.followers, b.measured, b.m_rate, b.m_impressions, b.m_saves, b.m_comments, b.m_shares,
         p.score, c.title, c.media_url, c.media_type, sa.username as account, pt.url
  from page p
  join post_metrics pm on pm.target_id = p.target_id
  left join followers f on f.account_id = pm.account_id
  left join baselines b on b.account_id = pm.account_id
  join contents c on c.id = pm.content_id
  join publication_targets pt on pt.id = pm.target_id
  left join social_accounts sa on sa.id = pm.account_id
  order by p.score desc nulls last, p.engagement desc nulls last, p.published_at desc, p.target_id`;

/**
 * The measured targets published between two instants (on the network asked), best first, at most
 * `limit` (null: all), each with its account's medians over the baseline window.
 */
export function listRankedPosts(
  db: Db,
  workspaceId: string,
  network: Network | null,
  range: { from: number; to: number; baselineFrom: number; baselineTo: number },
  limit: number | null,
): Promise<RankedPostRow[]> {
  return preparedRows<RankedPostRow>(db, 'analytics_ranked_posts', rankedText, [
    workspaceId,
    at(range.from),
    at(range.to),
    network,
    at(range.baselineFrom),
    at(range.baselineTo),
    limit,
  ]);
}

const averageText = `${scoredText}
  select avg(score)::float8 as average from scored`;

/** The average score of the period's posts (null when none has one). */
export async function averageScore(
  db: Db,
  workspaceId: string,
  network: Network | null,
  range: { from: number; to: number; baselineFrom: number; baselineTo: number },
): Promise<number | null> {
  const [row] = await preparedRows<{ average: number | null }>(db, 'analytics_average_score', averageText, [
    workspaceId,
    at(range.from),
    at(range.to),
    network,
    at(range.baselineFrom),
    at(range.baselineTo),
  ]);
  return row?.average ?? null;
}

export interface BaselineRow {
  account_id: string;
  impressions: number | null;
  engagement: number | null;
  saves: number | null;
  comments: number | null;
  shares: number | null;
}

/** The accounts' posts published between two instants: what their medians are made of. */
export function listBaselinePosts(db: Db, workspaceId: string, accountIds: string[], from: number, to: number): Promise<BaselineRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return rawRows<BaselineRow>(
    db,
    sql`select account_id, impressions::float8 as impressions, engagement::float8 as engagement, saves::float8 as saves,
               comments::float8 as comments, shares::float8 as shares
        from post_metrics
        where workspace_id = ${workspaceId} and account_id = any(${`{${accountIds.join(',')}}`}::uuid[])
          and published_at >= ${instant(from)} and published_at <= ${instant(to)}`,
  );
}

/** Each account's followers: its last daily figure, else what the account itself last said. */
export function accountFollowers(db: Db, workspaceId: string, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return rawRows<{ id: string; followers: number | null }>(
    db,
    sql`select sa.id, coalesce(
               (select d.followers from account_metric_days d where d.account_id = sa.id and d.followers is not null order by d.day desc limit 1),
               sa.followers)::float8 as followers
        from social_accounts sa
        where sa.workspace_id = ${workspaceId} and sa.id = any(${`{${accountIds.join(',')}}`}::uuid[])`,
  );
}

export interface TargetMetricRow extends FigureColumns {
  target_id: string;
  account_id: string | null;
  published_at: string;
  measured_at: string;
  stopped: 'removed' | 'disconnected' | null;
}

/** The latest figures of an item's targets. */
export function listContentMetrics(db: Db, workspaceId: string, contentId: string): Promise<TargetMetricRow[]> {
  return rawRows<TargetMetricRow>(
    db,
    sql`select pm.target_id, pm.account_id, ${iso('pm.published_at')} as published_at, ${iso('pm.measured_at')} as measured_at, pm.stopped, ${FIGURES}
        from post_metrics pm where pm.workspace_id = ${workspaceId} and pm.content_id = ${contentId}`,
  );
}

export interface CurveRow {
  target_id: string;
  at: string;
  impressions: number | null;
  engagement: number | null;
}

/**
 * The targets' measures since an instant, oldest first; engagement is likes + comments + shares +
 * saves of those the network gives (null when it gives none).
 */
export function listCurves(db: Db, targetIds: string[], since: number): Promise<CurveRow[]> {
  if (targetIds.length === 0) return Promise.resolve([]);
  return rawRows<CurveRow>(
    db,
    sql`select target_id, ${iso('measured_at')} as at, impressions::float8 as impressions,
               case when likes is null and comments is null and shares is null and saves is null then null
                    else (coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) + coalesce(saves, 0))::float8 end as engagement
        from post_metric_snapshots
        where target_id = any(${`{${targetIds.join(',')}}`}::uuid[]) and measured_at >= ${instant(since)}
        order by target_id, measured_at`,
  );
}
