import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, userRef } from './columns.ts';

/**
 * A « Télécharger mes données » request: a job builds the ZIP into the media storage, then the
 * user is e-mailed a link (only the SHA-256 of its token kept) valid 24 h.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: userRef(),
    /** pending → ready (or failed); a ready export past `expiresAt` is deleted by the maintenance. */
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    storageKey: text('storage_key'),
    tokenHash: text('token_hash'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    expiresAt: timestamptz('expires_at'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), uniqueIndex('data_exports_token_hash_unique').on(t.tokenHash)],
);
