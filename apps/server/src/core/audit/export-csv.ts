import { apiMessagesFr, TEAM_ROLES, type AuditEntry } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { csvDocument, frenchDateTime, isoDateIn } from '../../lib/csv.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import { auditEntryOf, auditFilterOf, type AuditListQuery } from './list-audit.ts';
import { listAuditRows } from './repository.ts';

/** An export holds at most this many entries, newest first (a year of a busy team fits). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const isRole = (value: unknown): value is (typeof TEAM_ROLES)[number] => (TEAM_ROLES as readonly unknown[]).includes(value);

/** The database keeps a JSON object's keys in its own order: these are written first, in this order. */
const KEY_ORDER = ['setting', 'from', 'to', 'role', 'network'];
const rank = (key: string) => (KEY_ORDER.includes(key) ? KEY_ORDER.indexOf(key) : KEY_ORDER.length);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A particular's name in French when the catalogue has it (`audit.detailKey.*`), else as recorded. */
function keyLabel(key: string): string {
  const label = (apiMessagesFr as Record<string, string>)[`audit.detailKey.${key}`];
  return label ?? key;
}

/** A particular's value as a French reader reads it: a role by its name, yes/no, an instant in the user's zone. */
function valueText(value: AuditEntry['details'][string], timeZone: string): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return apiMessagesFr[value ? 'audit.yes' : 'audit.no'];
  if (isRole(value)) return apiMessagesFr[`permissions.role.${value}`];
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return frenchDateTime(new Date(value), timeZone);
  return String(value);
}

/** An entry's particulars in one cell: `avant : Éditeur, après : Administrateur`. */
function detailsText(details: AuditEntry['details'], timeZone: string): string {
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => `${keyLabel(key)} : ${valueText(value, timeZone)}`)
    .join(', ');
}

/**
 * GET /api/audit/export.csv: the filtered log (the list's filters, no page) as a French spreadsheet
 * opens it — `;` between cells, dates in the user's zone, actions by their French label, every cell
 * quoted when needed and a formula never run (lib/csv.ts).
 */
export async function exportAuditCsv(
  ctx: AppContext,
  // The session (core/auth's), as far as the export reads it: audit cannot import auth, which records sign-ins here.
  auth: { workspace: { id: string }; user: { timeZone: string | null } },
  query: AuditListQuery,
): Promise<{ fileName: string; body: Buffer }> {
  const timeZone = timeZoneOf(auth);
  const filter = auditFilterOf(query);
  const rows = filter ? await listAuditRows(ctx.db, auth.workspace.id, filter, AUDIT_EXPORT_MAX_ROWS) : [];
  const lines = rows
    .map(auditEntryOf)
    .map((entry) => [
      frenchDateTime(new Date(entry.createdAt), timeZone),
      entry.actorName,
      apiMessagesFr[`audit.action.${entry.action}`],
      entry.target,
      detailsText(entry.details, timeZone),
      entry.ip,
    ]);
  return {
    fileName: `publia-journal-audit-${isoDateIn(new Date(ctx.clock.now()), timeZone)}.csv`,
    body: Buffer.from(csvDocument([apiMessagesFr['audit.csvHeader'].split(';'), ...lines]), 'utf8'),
  };
}
