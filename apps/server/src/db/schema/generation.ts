import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, workspaceRef } from './columns.ts';

/**
 * Generations of a workspace: the cache (`cacheKey`, answer kept as sent) and the use counted
 * against the plan's `contentGeneration` limit (rows with `counted`).
 */
export const generations = pgTable(
  'generations',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    cacheKey: text('cache_key').notNull(),
    provider: text('provider').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    /** False for a cache hit or a refusal: only real generations use the quota. */
    counted: boolean('counted').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('generations_cache_idx').on(t.workspaceId, t.cacheKey, t.createdAt), index('generations_usage_idx').on(t.workspaceId, t.createdAt)],
);
