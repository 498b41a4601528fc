import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(db: Db, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error('media insert returned no row');
  return inserted;
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
export async function findFilteredVersion(
  db: Db,
  workspaceId: string,
  sourceId: string,
  filter: string,
): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.workspaceId, workspaceId), eq(media.sourceId, sourceId), eq(media.filter, filter)))
    .limit(1);
  return row ?? null;
}
