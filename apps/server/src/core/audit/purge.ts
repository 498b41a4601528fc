import { TEAM_LIMITS } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { deleteAuditRowsBefore } from './repository.ts';

const DAY_MS = 86_400_000;

/** The log keeps each entry a year (`auditRetentionDays`): the maintenance job deletes older ones. */
export async function purgeOldAuditEntries(ctx: AppContext): Promise<number> {
  return deleteAuditRowsBefore(ctx.db, new Date(ctx.clock.now() - TEAM_LIMITS.auditRetentionDays * DAY_MS));
}
