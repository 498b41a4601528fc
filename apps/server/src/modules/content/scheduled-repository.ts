import { and, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents } from '../../db/schema/index.ts';

type ContentStatus = (typeof contents.$inferSelect)['status'];

/**
 * The statuses of an item that was scheduled and still holds its instant: waiting, going out, out,
 * or failed there. Unscheduled (back to pending) it loses `scheduled_for`, so its unit comes back;
 * published at once it never had one.
 */
export const SCHEDULED_WAYS: string[] = ['scheduled', 'publishing', 'published', 'failed'];

/** Items scheduled to go out in [start, end), but `exceptId` (the item being scheduled again). */
export async function countScheduledBetween(db: Db, workspaceId: string, period: { start: Date; end: Date }, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contents)
    .where(
      and(
        eq(contents.workspaceId, workspaceId),
        inArray(contents.status, SCHEDULED_WAYS as ContentStatus[]),
        gte(contents.scheduledFor, period.start),
        lt(contents.scheduledFor, period.end),
        exceptId ? ne(contents.id, exceptId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The instant the item is scheduled for now (read on the caller's transaction), or null. */
export async function scheduledForOf(db: Db, workspaceId: string, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ scheduledFor: contents.scheduledFor })
    .from(contents)
    .where(and(eq(contents.workspaceId, workspaceId), eq(contents.id, id)))
    .limit(1);
  return row?.scheduledFor ?? null;
}
