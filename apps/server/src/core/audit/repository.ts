import type { AuditAction } from '@publia/shared';
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

export type NewAuditRow = typeof auditEntries.$inferInsert;
export type AuditRow = typeof auditEntries.$inferSelect;

export async function insertAuditEntry(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditEntries).values(row);
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  from?: Date;
  to?: Date;
  /** Words looked for in the actor's name and the target, case and accents as typed. */
  search?: string;
  /** Only entries after this one in the newest-first order. */
  before?: { createdAt: Date; id: string };
}

/** `%` and `_` typed by the user are looked for as such, not as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The workspace's entries matching the filter, newest first, at most `limit`. */
export async function listAuditRows(db: Db, workspaceId: string, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const conditions: (SQL | undefined)[] = [eq(auditEntries.workspaceId, workspaceId)];
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lte(auditEntries.createdAt, filter.to));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(auditEntries.actorName, pattern), ilike(auditEntries.target, pattern)));
  }
  if (filter.before) {
    const { createdAt, id } = filter.before;
    conditions.push(sql`(${auditEntries.createdAt}, ${auditEntries.id}) < (${createdAt.toISOString()}::timestamptz, ${id}::uuid)`);
  }
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(limit);
}

/** Deletes the entries older than `cutoff` (every workspace); how many went. */
export async function deleteAuditRowsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(auditEntries).where(lt(auditEntries.createdAt, cutoff)).returning({ id: auditEntries.id });
  return rows.length;
}
