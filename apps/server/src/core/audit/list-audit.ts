import type { AuditAction, AuditEntry, auditQuerySchema } from '@publia/shared';
import type { z } from 'zod';
import type { AppContext } from '../context/app-context.ts';
import { isUuid } from '../../lib/ids.ts';
import { cursorOf, parseCursor } from './cursor.ts';
import { listAuditRows, type AuditFilter, type AuditRow } from './repository.ts';

export type AuditListQuery = z.output<typeof auditQuerySchema>;

/** The query's filters; null when no entry can match (an actor id that is no id at all). */
export function auditFilterOf(query: AuditListQuery): AuditFilter | null {
  if (query.actorId !== undefined && !isUuid(query.actorId)) return null;
  return {
    ...(query.action ? { action: query.action } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actorId: row.actorId,
    actorName: row.actorName,
    target: row.target,
    details: row.details,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the workspace's audit log, newest first, and the cursor of the next (null: the last page). */
export async function listAudit(ctx: AppContext, workspaceId: string, query: AuditListQuery): Promise<{ data: AuditEntry[]; next: string | null }> {
  const filter = auditFilterOf(query);
  if (!filter) return { data: [], next: null };
  const before = parseCursor(query.before);
  const rows = await listAuditRows(ctx.db, workspaceId, { ...filter, ...(before ? { before } : {}) }, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { data: page.map(auditEntryOf), next: rows.length > query.limit && last ? cursorOf(last) : null };
}
