import { zonedTimeToUtc, type AuditAction, type AuditQuery } from '@publia/shared';

/** The audit log's filters as the form holds them: days are `YYYY-MM-DD` in the user's zone. */
export interface AuditFilters {
  action: AuditAction | '';
  actorId: string;
  from: string;
  to: string;
  search: string;
}

/** What the log is asked for, but the page (`before`, the cursor). */
export type AuditListQuery = Omit<AuditQuery, 'before'>;

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', actorId: '', from: '', to: '', search: '' };

export const hasAuditFilters = (filters: AuditFilters) => Object.values(filters).some((value) => value.trim() !== '');

/** The day after `date` (`YYYY-MM-DD`), as a calendar counts. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The query of the log for these filters: « Du » is the start of that day in `timeZone`, « Au » the
 * last millisecond of its day (both days included); an empty or unreadable field filters nothing.
 */
export function auditQueryOf(filters: AuditFilters, timeZone: string): AuditListQuery {
  const from = filters.from ? zonedTimeToUtc(filters.from, '00:00', timeZone) : null;
  const endOfTo = filters.to && /^\d{4}-\d{2}-\d{2}$/.test(filters.to) ? zonedTimeToUtc(nextDay(filters.to), '00:00', timeZone) : null;
  const search = filters.search.trim();
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(endOfTo ? { to: new Date(endOfTo.getTime() - 1).toISOString() } : {}),
    ...(search ? { search } : {}),
  };
}
