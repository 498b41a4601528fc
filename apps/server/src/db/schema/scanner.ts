import type { ScannerMessage, VideoAnalysis, VideoMeasurements, NetworkVerdict } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, timestamptz, workspaceRef } from './columns.ts';
import { media } from './media.ts';

const status = () =>
  text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued');
const stage = () =>
  text('stage', { enum: ['probe', 'pictures', 'sound', 'speech', 'text', 'scores', 'fix', 'done'] })
    .notNull()
    .default('probe');

/**
 * A video sent to the scanner: the file in the storage, the job's progress, then what was measured
 * and the scores. Deleted with its files 30 days after `created_at` (`expires_at`).
 */
export const scannerAnalyses = pgTable(
  'scanner_analyses',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    fileName: text('file_name'),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: status(),
    progress: integer('progress').notNull().default(0),
    stage: stage(),
    error: jsonb('error').$type<ScannerMessage>(),
    measurements: jsonb('measurements').$type<VideoMeasurements>(),
    result: jsonb('result').$type<VideoAnalysis>(),
    /** When a worker took it (status `running`); a claim older than the job's time limit belongs to a dead worker. */
    claimedAt: timestamptz('claimed_at'),
    /** How many times a worker took it: the claim's token, so that only the run holding it writes. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('scanner_analyses_workspace_idx').on(t.workspaceId, t.createdAt),
    index('scanner_analyses_expires_idx').on(t.expiresAt),
    // The waiting list: the few analyses queued or running, read at every claim and position.
    index('scanner_analyses_waiting_idx')
      .on(t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * When each workspace last had an analysis taken by a worker: the waiting list serves first the
 * workspace served least recently, so one workspace's backlog never holds back another's turn.
 * Kept when analyses are deleted, so deleting one never buys a better place.
 */
export const scannerTurns = pgTable('scanner_turns', {
  workspaceId: workspaceRef().primaryKey(),
  servedAt: timestamptz('served_at').notNull(),
});

/** « Optimiser pour {réseau} »: a re-encoded copy of an analysis's video, measured again to prove it passes. */
export const scannerFixes = pgTable(
  'scanner_fixes',
  {
    id: id(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => scannerAnalyses.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    network: text('network').notNull(),
    purpose: text('purpose', { enum: ['network', 'publication'] }).notNull(),
    status: status(),
    progress: integer('progress').notNull().default(0),
    stage: stage(),
    error: jsonb('error').$type<ScannerMessage>(),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    measurements: jsonb('measurements').$type<VideoMeasurements>(),
    verdict: jsonb('verdict').$type<NetworkVerdict>(),
    changes: jsonb('changes').$type<ScannerMessage[]>().notNull().default([]),
    /** The media row made for /create from this file (purpose publication). */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('scanner_fixes_analysis_idx').on(t.analysisId),
    // One fix per (analysis, network, purpose): asking again answers the one made or in progress.
    uniqueIndex('scanner_fixes_target_unique').on(t.analysisId, t.network, t.purpose),
  ],
);
