import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

/**
 * Inserts a media row; null when it is a filtered copy whose (source, filter) another request
 * has just stored (`media_source_filter_unique`): that row is the copy. An upload (no source)
 * never conflicts.
 */
export async function insertMedia(db: Db, row: NewMediaRow): Promise<MediaRow | null> {
  const [inserted] = await db
    .insert(media)
    .values(row)
    .onConflictDoNothing({ target: [media.sourceId, media.filter] })
    .returning();
  return inserted ?? null;
}

export async function findMediaById(db: Db, workspaceId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.workspaceId, workspaceId), eq(media.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findMediaByKey(db: Db, workspaceId: string, storageKey: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.workspaceId, workspaceId), eq(media.storageKey, storageKey)))
    .limit(1);
  return row ?? null;
}

/** The version of a photo already made with this filter, if any. */
export async function findFilteredVersion(db: Db, workspaceId: string, sourceId: string, filter: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.workspaceId, workspaceId), eq(media.sourceId, sourceId), eq(media.filter, filter)))
    .limit(1);
  return row ?? null;
}
