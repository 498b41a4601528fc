import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { load } from './store.ts';

/**
 * The payment sandbox's time: the later of the clock and the instant `_advance` moved it to (kept in
 * the database, so a restart or another instance agrees). It never goes back.
 */
export async function sandboxNow(db: Db, clock: Clock): Promise<number> {
  const advanced = await load<{ to: number }>(db, 'clock', 'advanced');
  return Math.max(clock.now(), advanced?.to ?? 0);
}

/** Moves the advanced instant forward to `to` (never back); answers the sandbox's new now. */
export async function advanceTo(db: Db, clock: Clock, to: number): Promise<number> {
  await db.execute(
    sql`insert into sandbox_records (network, kind, id, data) values ('stripe', 'clock', 'advanced', jsonb_build_object('to', ${to}::bigint))
        on conflict (network, kind, id) do update
        set data = jsonb_build_object('to', greatest((sandbox_records.data->>'to')::bigint, ${to}::bigint)), updated_at = now()`,
  );
  return sandboxNow(db, clock);
}
