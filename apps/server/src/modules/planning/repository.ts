import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A network's measured posts in one weekday × hour slot of a time zone. */
export interface SlotRow {
  platform: string;
  weekday: number;
  hour: number;
  posts: number;
  rate: number | null;
}

/**
 * The workspace's measured posts since `since`, by network and by weekday × hour of `timeZone`
 * (the database converts each instant, summer time included). A post's rate is its interactions ÷
 * impressions, or ÷ its account's latest followers where the network gives no impressions; a
 * slot's rate is the mean of its posts'. Posts without interactions are not counted.
 */
export function listSlots(db: Db, workspaceId: string, timeZone: string, since: Date): Promise<SlotRow[]> {
  return rawRows<SlotRow>(
    db,
    sql`with followers as (
          select distinct on (account_id) account_id, followers from account_metric_days
          where workspace_id = ${workspaceId} and followers is not null
          order by account_id, day desc),
        rated as (
          select pm.platform, pm.published_at at time zone ${timeZone} as local,
                 case when pm.impressions > 0 then pm.engagement::float8 / pm.impressions
                      when f.followers > 0 then pm.engagement::float8 / f.followers end as rate
          from post_metrics pm left join followers f on f.account_id = pm.account_id
          where pm.workspace_id = ${workspaceId} and pm.published_at >= ${since.toISOString()}::timestamptz and pm.engagement is not null)
        select platform, extract(isodow from local)::int as weekday, extract(hour from local)::int as hour,
               count(*)::int as posts, avg(rate)::float8 as rate
        from rated group by 1, 2, 3`,
  );
}

/** Per network: its connected accounts, and the posts that went out on it since `since`. */
export function listNetworkActivity(db: Db, workspaceId: string, since: Date): Promise<{ platform: string; accounts: number; posts: number }[]> {
  return rawRows(
    db,
    sql`select coalesce(a.platform, p.platform) as platform, coalesce(a.accounts, 0)::int as accounts, coalesce(p.posts, 0)::int as posts
        from (select platform, count(*) as accounts from social_accounts where workspace_id = ${workspaceId} and is_connected group by platform) a
        full join (select platform, count(*) as posts from publication_targets
                   where workspace_id = ${workspaceId} and status = 'published' and published_at >= ${since.toISOString()}::timestamptz
                   group by platform) p on p.platform = a.platform`,
  );
}
