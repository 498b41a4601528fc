import type { Media, PhotoFilter } from '@publia/shared';
import type { Storage } from '../../storage/index.ts';
import type { MediaRow } from './repository.ts';

/** A media row as the API and the other modules see it: public URL, seconds, ISO date. */
export function toMediaView(row: MediaRow, storage: Storage): Media {
  return {
    id: row.id,
    url: storage.publicUrl(row.storageKey),
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    filter: row.filter as PhotoFilter,
    sourceId: row.sourceId,
    createdAt: row.createdAt.toISOString(),
  };
}
