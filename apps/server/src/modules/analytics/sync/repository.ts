import { POST_METRICS } from '@publia/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dateOf } from '../../../db/raw-rows.ts';
import type { PostMetrics } from '../../../networks/types.ts';

/*
 * The SQL of the measuring. Lists travel as one JSON parameter (`json_to_recordset`) or one array
 * (`= any(…::uuid[])`), so a batch of a thousand posts is a handful of statements whatever its size.
 * Bigints arrive as text from node-postgres: every figure goes through `figureOf`.
 */

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const figureOf = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

type FigureColumns = { [K in keyof PostMetrics]: string | number | null };

const figuresOf = (row: FigureColumns): PostMetrics => {
  const figures = {} as PostMetrics;
  for (const name of POST_METRICS) figures[name] = figureOf(row[name]);
  return figures;
};

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An account as the measuring sees it, with its sync state (absent until its first round). */
export interface AccountToSync {
  id: string;
  workspaceId: string;
  platform: string;
  /** Connected, with a token, and not waiting for the user to reconnect it. */
  usable: boolean;
  /** Disconnected by the user (or never connected): its posts' figures stop. */
  disconnected: boolean;
  lastDailyAt: Date | null;
  retryAt: Date | null;
  /** When a user asked for figures now and the round has not ended (null: the schedule's round). */
  askedAt: Date | null;
}

type AccountToSyncRow = {
  id: string;
  workspace_id: string;
  platform: string;
  is_connected: boolean;
  has_token: boolean;
  error: string | null;
  last_daily_at: string | null;
  retry_at: string | null;
  asked_at: string | null;
};

export async function findAccountToSync(db: Db, accountId: string): Promise<AccountToSync | null> {
  const [row] = await rows<AccountToSyncRow>(
    db,
    sql`select a.id, a.workspace_id, a.platform, a.is_connected, a.access_token_enc is not null as has_token, a.error,
               s.last_daily_at, s.retry_at, s.asked_at
        from social_accounts a left join account_metric_syncs s on s.account_id = a.id
        where a.id = ${accountId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    platform: row.platform,
    usable: row.is_connected && row.has_token && row.error === null,
    disconnected: !row.is_connected || !row.has_token,
    lastDailyAt: row.last_daily_at ? dateOf(row.last_daily_at) : null,
    retryAt: row.retry_at ? dateOf(row.retry_at) : null,
    askedAt: row.asked_at ? dateOf(row.asked_at) : null,
  };
}

/** The accounts a round measures: connected, with a token, not marked "Problème"; of one workspace or all. */
export async function listSyncableAccounts(db: Db, workspaceId: string | null): Promise<{ id: string; workspaceId: string }[]> {
  const found = await rows<{ id: string; workspace_id: string }>(
    db,
    sql`select id, workspace_id from social_accounts
        where is_connected and access_token_enc is not null and error is null
          ${workspaceId ? sql`and workspace_id = ${workspaceId}` : sql``}
        order by workspace_id, created_at, id`,
  );
  return found.map((row) => ({ id: row.id, workspaceId: row.workspace_id }));
}

/**
 * A round is asked for these accounts (kept when one was already waiting); `byUser`: asked by a
 * user, so that it measures every post not measured since.
 */
export async function markRequested(db: Db, accounts: { id: string; workspaceId: string }[], at: Date, byUser: boolean): Promise<void> {
  if (accounts.length === 0) return;
  const asked = byUser ? at.toISOString() : null;
  await db.execute(sql`
    insert into account_metric_syncs (account_id, workspace_id, requested_at, asked_at)
    select r.id, r.workspace_id, ${at.toISOString()}::timestamptz, ${asked}::timestamptz
    from json_to_recordset(${asJson(accounts.map((a) => ({ id: a.id, workspace_id: a.workspaceId })))}) as r(id uuid, workspace_id uuid)
    on conflict (account_id) do update set
      requested_at = coalesce(account_metric_syncs.requested_at, excluded.requested_at),
      asked_at = coalesce(excluded.asked_at, account_metric_syncs.asked_at)`);
}

/** What a round leaves in the account's sync state; an absent field is kept. */
export interface SyncOutcome {
  /** Null once the round ended: it also ends what a user asked. */
  requestedAt?: Date | null;
  lastSyncedAt?: Date;
  lastDailyAt?: Date;
  retryAt?: Date | null;
  lastError?: string | null;
  /** `reset` after a round that went through, `add` after a failure. */
  failures?: 'reset' | 'add';
}

const instant = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export async function saveSyncOutcome(db: Db, account: { id: string; workspaceId: string }, outcome: SyncOutcome): Promise<void> {
  const given = (field: keyof SyncOutcome) => (field in outcome ? sql`true` : sql`false`);
  await db.execute(sql`
    insert into account_metric_syncs (account_id, workspace_id, requested_at, last_synced_at, last_daily_at, retry_at, last_error, failures)
    values (${account.id}, ${account.workspaceId}, ${instant(outcome.requestedAt)}::timestamptz, ${instant(outcome.lastSyncedAt)}::timestamptz,
            ${instant(outcome.lastDailyAt)}::timestamptz, ${instant(outcome.retryAt)}::timestamptz, ${outcome.lastError ?? null},
            ${outcome.failures === 'add' ? 1 : 0})
    on conflict (account_id) do update set
      requested_at = case when ${given('requestedAt')} then excluded.requested_at else account_metric_syncs.requested_at end,
      asked_at = case when ${given('requestedAt')} then excluded.requested_at else account_metric_syncs.asked_at end,
      last_synced_at = coalesce(excluded.last_synced_at, account_metric_syncs.last_synced_at),
      last_daily_at = coalesce(excluded.last_daily_at, account_metric_syncs.last_daily_at),
      retry_at = case when ${given('retryAt')} then excluded.retry_at else account_metric_syncs.retry_at end,
      last_error = case when ${given('lastError')} then excluded.last_error else account_metric_syncs.last_error end,
      failures = case ${outcome.failures ?? 'keep'}::text when 'reset' then 0 when 'add' then account_metric_syncs.failures + 1
                 else account_metric_syncs.failures end`);
}

/** A published target to measure, with its latest figures (null before its first measure). */
export interface TargetToMeasure {
  id: string;
  externalId: string;
  contentId: string;
  previous: PostMetrics | null;
}

type TargetToMeasureRow = FigureColumns & { id: string; external_id: string; content_id: string; measured: boolean };

/**
 * When the account's posts are due: measured before `freshDue` (< 7 days old), before `olderDue`
 * (7–90 days), or before `askedAt` when a user asked for figures now.
 */
export interface MeasureWindow {
  freshSince: Date;
  measuredSince: Date;
  freshDue: Date;
  olderDue: Date;
  askedAt: Date | null;
}

/**
 * The account's published posts due for a measure at `now`, each by its own last measure: never
 * measured, or those of the last 7 days last measured before `freshDue` and those up to 90 days
 * old before `olderDue`; never a post the network removed.
 */
export async function listTargetsToMeasure(db: Db, accountId: string, now: Date, window: MeasureWindow): Promise<TargetToMeasure[]> {
  const found = await rows<TargetToMeasureRow>(
    db,
    sql`select t.id, t.external_id, t.content_id, pm.target_id is not null as measured,
               pm.impressions, pm.reach, pm.likes, pm.comments, pm.shares, pm.saves, pm.clicks
        from publication_targets t left join post_metrics pm on pm.target_id = t.id
        where t.account_id = ${accountId} and t.status = 'published' and t.external_id is not null
          and t.published_at > ${window.measuredSince.toISOString()}::timestamptz and t.published_at <= ${now.toISOString()}::timestamptz
          and pm.stopped is distinct from 'removed'
          and (pm.measured_at is null
               or pm.measured_at <= case when t.published_at > ${window.freshSince.toISOString()}::timestamptz
                                         then ${window.freshDue.toISOString()}::timestamptz
                                         else ${window.olderDue.toISOString()}::timestamptz end
               or pm.measured_at < ${window.askedAt?.toISOString() ?? null}::timestamptz)
        order by t.published_at desc, t.id`,
  );
  return found.map((row) => ({
    id: row.id,
    externalId: row.external_id,
    contentId: row.content_id,
    previous: row.measured ? figuresOf(row) : null,
  }));
}

/** One batch of readings of an account's posts, all measured at `measuredAt`. */
export interface PostReadingBatch {
  account: { id: string; workspaceId: string; platform: string };
  measuredAt: Date;
  measured: { targetId: string; figures: PostMetrics; engagement: number | null }[];
  removed: string[];
  /** What the batch's posts gained, added to the account's row of the measure's UTC day (null: nothing measured). */
  day: { day: string; gains: PostMetrics; engagement: number | null } | null;
}

const figureColumns = POST_METRICS.join(', ');
const figureTypes = sql.raw(POST_METRICS.map((name) => `${name} bigint`).join(', '));

/**
 * Stores a batch in one transaction: the snapshots, the latest figures (a measured post starts
 * again if it had been stopped by a disconnection), the removed posts stopped at their last
 * figures, and the day's gains added to the account's day row — a figure stays null there only
 * while no measure gave it.
 */
export async function storePostReadings(db: Db, batch: PostReadingBatch): Promise<void> {
  const at = batch.measuredAt.toISOString();
  const { account } = batch;
  await db.transaction(async (tx) => {
    if (batch.measured.length > 0) {
      const readings = asJson(batch.measured.map((m) => ({ target_id: m.targetId, engagement: m.engagement, ...m.figures })));
      const recordset = sql`json_to_recordset(${readings}) as r(target_id uuid, engagement bigint, ${figureTypes})`;
      await tx.execute(sql`
        insert into post_metric_snapshots (target_id, measured_at, ${sql.raw(figureColumns)})
        select r.target_id, ${at}::timestamptz, ${sql.raw(POST_METRICS.map((n) => `r.${n}`).join(', '))} from ${recordset}
        on conflict (target_id, measured_at) do update set
          ${sql.raw(POST_METRICS.map((n) => `${n} = excluded.${n}`).join(', '))}`);
      await tx.execute(sql`
        insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at, ${sql.raw(figureColumns)}, engagement, stopped)
        select t.id, t.workspace_id, t.content_id, t.account_id, t.platform, t.published_at, ${at}::timestamptz,
               ${sql.raw(POST_METRICS.map((n) => `r.${n}`).join(', '))}, r.engagement, null
        from ${recordset} join publication_targets t on t.id = r.target_id
        on conflict (target_id) do update set
          measured_at = excluded.measured_at, account_id = excluded.account_id, published_at = excluded.published_at,
          ${sql.raw(POST_METRICS.map((n) => `${n} = excluded.${n}`).join(', '))}, engagement = excluded.engagement, stopped = null`);
    }
    if (batch.removed.length > 0) {
      await tx.execute(sql`
        insert into post_metrics (target_id, workspace_id, content_id, account_id, platform, published_at, measured_at, stopped)
        select t.id, t.workspace_id, t.content_id, t.account_id, t.platform, t.published_at, ${at}::timestamptz, 'removed'
        from publication_targets t where t.id = any(${uuids(batch.removed)})
        on conflict (target_id) do update set stopped = 'removed'`);
    }
    if (batch.day) {
      const { gains } = batch.day;
      const values = [...POST_METRICS.map((name) => gains[name]), batch.day.engagement];
      const added = [...POST_METRICS, 'engagement'].map(
        (name) => `${name} = case when excluded.${name} is null then account_metric_days.${name}
                       else coalesce(account_metric_days.${name}, 0) + excluded.${name} end`,
      );
      await tx.execute(sql`
        insert into account_metric_days (account_id, day, workspace_id, platform, ${sql.raw(figureColumns)}, engagement)
        values (${account.id}, ${batch.day.day}::date, ${account.workspaceId}, ${account.platform},
                ${sql.join(
                  values.map((value) => sql`${value}::bigint`),
                  sql`, `,
                )})
        on conflict (account_id, day) do update set ${sql.raw(added.join(', '))}`);
    }
  });
}

/**
 * Stores a reading of the account's followers: a snapshot, and the followers of its day row as
 * the day's latest measure says (a late, older measure never overwrites a newer one).
 */
export async function storeAccountReading(db: Db, account: { id: string; workspaceId: string; platform: string }, measuredAt: Date, followers: number | null): Promise<void> {
  const at = measuredAt.toISOString();
  const day = at.slice(0, 10);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into account_metric_snapshots (account_id, measured_at, followers) values (${account.id}, ${at}::timestamptz, ${followers}::bigint)
      on conflict (account_id, measured_at) do update set followers = excluded.followers`);
    await tx.execute(sql`
      insert into account_metric_days (account_id, day, workspace_id, platform, followers)
      select ${account.id}, ${day}::date, ${account.workspaceId}, ${account.platform},
             (select s.followers from account_metric_snapshots s
              where s.account_id = ${account.id} and s.measured_at >= ${day}::date and s.measured_at < ${day}::date + 1
              order by s.measured_at desc limit 1)
      on conflict (account_id, day) do update set followers = excluded.followers`);
  });
}

/** The figures of these items, summed over their targets' latest (null where no target gives it). */
export async function contentTotals(db: Db, contentIds: string[]): Promise<{ contentId: string; impressions: number | null; likes: number | null }[]> {
  if (contentIds.length === 0) return [];
  const found = await rows<{ content_id: string; impressions: string | number | null; likes: string | number | null }>(
    db,
    sql`select content_id, sum(impressions) as impressions, sum(likes) as likes
        from post_metrics where content_id = any(${uuids(contentIds)}) group by content_id`,
  );
  return found.map((row) => ({ contentId: row.content_id, impressions: figureOf(row.impressions), likes: figureOf(row.likes) }));
}

/** The posts of disconnected or deleted accounts stop at their last figures; answers how many stopped. */
export async function stopDisconnected(db: Db): Promise<number> {
  const stopped = await rows<{ target_id: string }>(
    db,
    sql`update post_metrics pm set stopped = 'disconnected'
        where pm.stopped is null
          and (pm.account_id is null
               or exists (select 1 from social_accounts a where a.id = pm.account_id and (not a.is_connected or a.access_token_enc is null)))
        returning pm.target_id`,
  );
  return stopped.length;
}

/** The posts of one account stop at their last figures (it was found disconnected). */
export async function stopAccount(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`update post_metrics set stopped = 'disconnected' where account_id = ${accountId} and stopped is null`);
}

/** The workspace's last completed measure, and whether a round asked for is still under way. */
export async function findSyncState(db: Db, workspaceId: string, runningSince: Date): Promise<{ lastSyncedAt: Date | null; running: boolean }> {
  const [row] = await rows<{ last_synced_at: string | null; running: boolean }>(
    db,
    sql`select max(s.last_synced_at) as last_synced_at,
               coalesce(bool_or(s.requested_at > ${runningSince.toISOString()}::timestamptz), false) as running
        from account_metric_syncs s join social_accounts a on a.id = s.account_id
        where s.workspace_id = ${workspaceId} and a.is_connected`,
  );
  return { lastSyncedAt: row?.last_synced_at ? dateOf(row.last_synced_at) : null, running: row?.running ?? false };
}

/**
 * The account's median engagement over its posts measured for good (published from `from` to
 * `to`), leaving out `exceptTargetIds` (the posts being judged), with how many posts it reads.
 */
export async function accountEngagementMedian(
  db: Db,
  accountId: string,
  range: { from: Date; to: Date },
  exceptTargetIds: string[],
): Promise<{ median: number | null; posts: number }> {
  const [row] = await rows<{ median: number | string | null; posts: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by engagement)::float8 as median, count(*)::int as posts
        from post_metrics
        where account_id = ${accountId} and engagement is not null and stopped is null
          and published_at >= ${range.from.toISOString()}::timestamptz and published_at < ${range.to.toISOString()}::timestamptz
          and target_id <> all(${uuids(exceptTargetIds)})`,
  );
  return { median: figureOf(row?.median ?? null), posts: row?.posts ?? 0 };
}

/** When each target went out, and its item's title. */
export async function targetsPublication(db: Db, targetIds: string[]): Promise<{ targetId: string; publishedAt: Date | null; title: string | null }[]> {
  if (targetIds.length === 0) return [];
  const found = await rows<{ id: string; published_at: string | null; title: string | null }>(
    db,
    sql`select t.id, t.published_at, c.title from publication_targets t join contents c on c.id = t.content_id where t.id = any(${uuids(targetIds)})`,
  );
  return found.map((row) => ({ targetId: row.id, publishedAt: row.published_at ? dateOf(row.published_at) : null, title: row.title }));
}
