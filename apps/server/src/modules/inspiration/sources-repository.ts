import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedItems, feedSources } from '../../db/schema/index.ts';

export type SourceRow = typeof feedSources.$inferSelect;

/** The workspace's sources, oldest first, with how many items each holds. */
export async function listSources(db: Db, workspaceId: string): Promise<(SourceRow & { items: number })[]> {
  const rows = await db
    .select({ source: feedSources, items: count(feedItems.id) })
    .from(feedSources)
    .leftJoin(feedItems, eq(feedItems.sourceId, feedSources.id))
    .where(eq(feedSources.workspaceId, workspaceId))
    .groupBy(feedSources.id)
    .orderBy(asc(feedSources.createdAt), asc(feedSources.id));
  return rows.map((row) => ({ ...row.source, items: row.items }));
}

export async function countSources(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedSources).where(eq(feedSources.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Adds a source unless the workspace follows that URL already; answers the row either way and whether it is new. */
export async function insertSource(db: Db, values: { workspaceId: string; url: string; siteUrl: string | null; title: string }): Promise<{ row: SourceRow; created: boolean }> {
  const [created] = await db.insert(feedSources).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(feedSources)
    .where(and(eq(feedSources.workspaceId, values.workspaceId), eq(feedSources.url, values.url)))
    .limit(1);
  if (!existing) throw new Error('feed source vanished while being added');
  return { row: existing, created: false };
}

export async function deleteSource(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(feedSources)
    .where(and(eq(feedSources.workspaceId, workspaceId), eq(feedSources.id, id)))
    .returning({ id: feedSources.id });
  return rows.length > 0;
}

/** What a fetch said: fresh validators and title on success, the reason on failure. */
export type FetchOutcome =
  | { ok: true; title?: string; siteUrl?: string | null; etag?: string | null; lastModified?: string | null; contentDigest?: string }
  | { ok: false; reason: string; detail: string | null };

export async function recordFetch(db: Db, id: string, outcome: FetchOutcome, at: Date): Promise<void> {
  const set = outcome.ok
    ? {
        status: 'ok',
        errorReason: null,
        errorDetail: null,
        lastFetchedAt: at,
        ...(outcome.title ? { title: outcome.title } : {}),
        ...(outcome.siteUrl !== undefined ? { siteUrl: outcome.siteUrl } : {}),
        ...(outcome.etag !== undefined ? { etag: outcome.etag } : {}),
        ...(outcome.lastModified !== undefined ? { lastModified: outcome.lastModified } : {}),
        ...(outcome.contentDigest !== undefined ? { contentDigest: outcome.contentDigest } : {}),
      }
    : { status: 'error', errorReason: outcome.reason, errorDetail: outcome.detail, lastFetchedAt: at };
  await db.update(feedSources).set(set).where(eq(feedSources.id, id));
}

export interface NewItem {
  guid: string;
  title: string;
  link: string | null;
  summary: string;
  imageUrl: string | null;
  publishedAt: Date;
}

/**
 * The items whose guid the source does not hold: a feed refreshed again and again mostly repeats
 * itself, and one read of the guids costs far less than building and running the insert of them all.
 */
async function withoutKnownGuids(db: Db, sourceId: string, items: NewItem[]): Promise<NewItem[]> {
  if (items.length === 0) return items;
  const known = await db
    .select({ guid: feedItems.guid })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.sourceId, sourceId),
        inArray(
          feedItems.guid,
          items.map((item) => item.guid),
        ),
      ),
    );
  if (known.length === 0) return items;
  const knownGuids = new Set(known.map((row) => row.guid));
  return items.filter((item) => !knownGuids.has(item.guid));
}

/**
 * Keeps the items the source does not hold yet (by guid, whatever their position in the feed):
 * an item seen before is never added twice. Answers how many were new.
 */
export async function insertItems(db: Db, source: { id: string; workspaceId: string }, items: NewItem[]): Promise<number> {
  let added = 0;
  // Batches keep each statement well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < items.length; start += 200) {
    const fresh = await withoutKnownGuids(db, source.id, items.slice(start, start + 200));
    if (fresh.length === 0) continue;
    const batch = fresh.map((item) => ({ ...item, sourceId: source.id, workspaceId: source.workspaceId }));
    // Another refresh may have stored some of them meanwhile: the unique (source, guid) index keeps one.
    const rows = await db.insert(feedItems).values(batch).onConflictDoNothing().returning({ id: feedItems.id });
    added += rows.length;
  }
  return added;
}

/** Every source of every workspace, for the hourly round. */
export function listAllSources(db: Db): Promise<SourceRow[]> {
  return db.select().from(feedSources).orderBy(asc(feedSources.workspaceId), asc(feedSources.createdAt));
}

/** Workspaces that follow at least one source. */
export async function listWatchingWorkspaces(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ id: feedSources.workspaceId }).from(feedSources);
  return rows.map((row) => row.id);
}

/** Items beyond the newest 1,000 of a source go: a feed followed for years stays bounded. */
export async function trimItems(db: Db, sourceId: string): Promise<void> {
  await db.execute(sql`delete from feed_items where source_id = ${sourceId} and id not in (
      select id from feed_items where source_id = ${sourceId} order by published_at desc, id limit 1000)`);
}
