import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';

/** What a cache entry keeps: the posts and where they came from, composed into a response at each hit. */
export interface CachedGeneration {
  sessionId: string;
  provider: string;
  variants: { platform: string; text: string; hashtags: string[]; title?: string }[];
}

/** The newest live entry for this key written by this provider (a fallback of another provider never answers). */
export async function findCachedGeneration(db: Db, query: { workspaceId: string; cacheKey: string; provider: string; since: Date }): Promise<CachedGeneration | null> {
  const [row] = await db
    .select({ response: generations.response })
    .from(generations)
    .where(
      and(
        eq(generations.workspaceId, query.workspaceId),
        eq(generations.cacheKey, query.cacheKey),
        eq(generations.counted, true),
        eq(generations.provider, query.provider),
        gte(generations.createdAt, query.since),
      ),
    )
    .orderBy(desc(generations.createdAt))
    .limit(1);
  return row ? (row.response as unknown as CachedGeneration) : null;
}

/** Generations that used the quota since `since` (the start of the month). */
export async function countCountedSince(db: Db, workspaceId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(generations)
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.counted, true), gte(generations.createdAt, since)));
  return row?.n ?? 0;
}

/** The key of a workspace's quota lock is a hash of this prefix and the workspace id. */
const QUOTA_LOCK_PREFIX = 'publia.generation-quota:';

/**
 * Takes one unit of the period's quota, or answers null when `limit` units are already used since
 * `since` (`limit` null: no quota, the row is written all the same): the count and the row that uses the unit are written in one transaction under a
 * per-workspace advisory lock, so two requests at the same instant cannot both take the last unit
 * (PGlite runs one transaction at a time anyway). The row is a reservation — no key, no posts —
 * that `recordGeneration` fills and `releaseGeneration` removes. Answers the row and the units
 * used before it.
 */
export async function reserveGeneration(
  db: Db,
  values: { workspaceId: string; userId: string; provider: string; since: Date; limit: number | null },
): Promise<{ id: string; usedBefore: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${QUOTA_LOCK_PREFIX + values.workspaceId}, 0))`);
    const usedBefore = await countCountedSince(tx, values.workspaceId, values.since);
    if (values.limit !== null && usedBefore >= values.limit) return null;
    const [row] = await tx
      .insert(generations)
      .values({ workspaceId: values.workspaceId, userId: values.userId, cacheKey: '', provider: values.provider, response: {}, counted: true })
      .returning({ id: generations.id });
    if (!row) throw new Error('generation reservation returned no row');
    return { id: row.id, usedBefore };
  });
}

/** Gives back a unit whose generation did not answer (an error, not a fallback: a fallback counts). */
export async function releaseGeneration(db: Db, workspaceId: string, id: string): Promise<void> {
  await db.delete(generations).where(and(eq(generations.workspaceId, workspaceId), eq(generations.id, id)));
}

/**
 * A real generation on its reservation: counted, cached under its key unless `cacheable` is false
 * (a fallback), and the cache trimmed to `maxEntries` live entries, oldest first. A trimmed entry
 * keeps its row (the month's use is counted from it) but loses its key and posts. In the caller's
 * transaction (the generation is announced in it).
 */
export async function recordGeneration(
  tx: Db,
  reservationId: string,
  values: { workspaceId: string; cacheKey: string; provider: string; response: CachedGeneration },
  cache: { cacheable: boolean; maxEntries: number; since: Date },
): Promise<void> {
  await tx
    .update(generations)
    .set({
      cacheKey: cache.cacheable ? values.cacheKey : '',
      provider: values.provider,
      response: cache.cacheable ? (values.response as unknown as Record<string, unknown>) : {},
    })
    .where(and(eq(generations.workspaceId, values.workspaceId), eq(generations.id, reservationId)));
  if (!cache.cacheable) return;
  const beyond = await tx
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.workspaceId, values.workspaceId), eq(generations.counted, true), ne(generations.cacheKey, ''), gte(generations.createdAt, cache.since)))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .offset(cache.maxEntries);
  if (beyond.length === 0) return;
  await tx
    .update(generations)
    .set({ cacheKey: '', response: sql`'{}'::jsonb` })
    .where(
      and(
        eq(generations.workspaceId, values.workspaceId),
        inArray(
          generations.id,
          beyond.map((row) => row.id),
        ),
      ),
    );
}
