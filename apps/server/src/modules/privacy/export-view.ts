import type { DataExport } from '@publia/shared';
import type { DataExportRow } from './repository.ts';

/** A request as the tab shows it: a ready export past its link's validity is « expired ». */
export function dataExportView(row: DataExportRow, now: number): DataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    state: expired ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    sizeBytes: row.status === 'ready' ? row.sizeBytes : null,
  };
}
