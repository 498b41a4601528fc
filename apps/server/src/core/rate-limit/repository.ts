import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { rawRows } from '../../db/raw-rows.ts';

// Every request of the public API counts a hit (API keys): one prepared statement, past the query builder.
const hitText = `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => $2) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now())))::int as seconds_left`;

/**
 * Counts one hit on a fixed window in a single statement, so concurrent instances agree.
 * Returns the count in the current window and the seconds left in it.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
  const rows = await preparedRows<{ count: number; seconds_left: number }>(db, 'rate_limit_hit', hitText, [key, windowSeconds]);
  const row = rows[0];
  return { count: Number(row?.count ?? 1), secondsLeft: Math.max(1, Number(row?.seconds_left ?? windowSeconds)) };
}

export async function purgeOlderThan(db: Db, seconds: number): Promise<number> {
  const rows = await rawRows<{ key: string }>(db, sql`delete from rate_limits where window_start < now() - make_interval(secs => ${seconds}) returning key`);
  return rows.length;
}
