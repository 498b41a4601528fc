import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, workspaceRef } from './columns.ts';

/**
 * Uploaded files, per workspace. `storageKey` names the file in the storage backend (a directory
 * of DATA_DIR or an S3 bucket); a filtered photo is a row of its own pointing at its source.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    filter: text('filter').notNull().default('original'),
    sourceId: uuid('source_id'),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_workspace_idx').on(t.workspaceId),
    uniqueIndex('media_storage_key_unique').on(t.storageKey),
    // One copy per (photo, filter): two requests for the same filter at once answer the same copy.
    uniqueIndex('media_source_filter_unique').on(t.sourceId, t.filter),
  ],
);
