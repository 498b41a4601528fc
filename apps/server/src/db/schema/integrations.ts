import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, timestamptz, updatedAt, workspaceRef } from './columns.ts';

/**
 * A receiver of signed events (Standard Webhooks): an admin's endpoint subscribed to event types
 * (`kind` endpoint), or one of the five automation endpoints (`kind` automation: base URL +
 * its path, the events its name says). Secrets are encrypted (`whsec_…` once decrypted); after a
 * rotation the previous one signs beside the new one until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    workspaceId: workspaceRef(),
    kind: text('kind', { enum: ['endpoint', 'automation'] })
      .notNull()
      .default('endpoint'),
    /** For an automation endpoint: which of the five (content-generation…). */
    automationId: text('automation_id'),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: jsonb('event_types').$type<string[]>().notNull().default([]),
    secretEncrypted: text('secret_encrypted').notNull(),
    secretPrefix: text('secret_prefix').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
    /** Since when every delivery has failed; null after a success. */
    failingSince: timestamptz('failing_since'),
    /** The automation health check's verdict. */
    checkStatus: text('check_status', { enum: ['active', 'inactive', 'error'] }),
    checkError: text('check_error'),
    checkedAt: timestamptz('checked_at'),
    userId: madeByRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_workspace_idx').on(t.workspaceId), uniqueIndex('webhook_endpoints_automation_unique').on(t.workspaceId, t.automationId)],
);

/**
 * One event for one endpoint: its payload as signed, and its delivery's fate — tried by a pg-boss
 * job, retried on the Standard Webhooks schedule, kept for the log (« Renvoyer » sends it again
 * under the same `message_id`, the receivers' key against duplicates).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** `msg_…`: the `webhook-id` header. */
    messageId: text('message_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'retrying', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_workspace_idx').on(t.workspaceId, t.createdAt),
    // One row per (event, endpoint): a fan-out run again writes nothing.
    uniqueIndex('webhook_deliveries_message_unique').on(t.messageId),
  ],
);

/** The automation base URL of a workspace (the five endpoints are rows of webhook_endpoints made from it). */
export const automationSettings = pgTable('automation_settings', {
  workspaceId: workspaceRef().primaryKey(),
  baseUrl: text('base_url').notNull(),
  /** The base is this server's demonstration receiver. */
  demo: boolean('demo').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * An API key: only the SHA-256 of the key is kept (the key is shown once); `prefix` is what the
 * list shows. A request with it acts in its workspace with its scopes, within its creator's role.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_workspace_idx').on(t.workspaceId)],
);
