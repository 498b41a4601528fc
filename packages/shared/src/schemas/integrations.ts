import { z } from 'zod';
import { API_KEY_LIMITS, API_KEY_SCOPES, AUTOMATION_ENDPOINT_IDS, AUTOMATION_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../constants/integrations.ts';
import { scannerMessageSchema } from './scanner.ts';
import { line } from './text.ts';

const url = () => line().trim().min(1).max(WEBHOOK_LIMITS.urlMaxLength);

/* ---------- Automation endpoints (the five of `AUTOMATION_ENDPOINTS`) ---------- */

export const automationEndpointSchema = z.object({
  id: z.enum(AUTOMATION_ENDPOINT_IDS as [string, ...string[]]),
  /** The endpoint's path segment (generate-content…). */
  endpoint: z.string(),
  /** base URL + path segment; null while no base URL is set. */
  url: z.string().nullable(),
  status: z.enum(AUTOMATION_STATUSES),
  /** Why the last check failed: a catalogue message (`webhooks.error.*`). */
  errorMessage: scannerMessageSchema.nullable(),
  lastChecked: z.string().nullable(),
});
export type AutomationEndpoint = z.infer<typeof automationEndpointSchema>;

export const automationsSchema = z.object({
  baseUrl: z.string().nullable(),
  /** The start of the signing secret (`whsec_…`), to recognise it; the whole secret is shown once. */
  secretPrefix: z.string().nullable(),
  /** The base URL is this server's own demonstration receiver. */
  demo: z.boolean(),
  endpoints: z.array(automationEndpointSchema),
});
export type Automations = z.infer<typeof automationsSchema>;
export const automationsResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: automationsSchema });
export const automationBaseBodySchema = z.object({ baseUrl: url() }).strict();
/** The signing secret, shown once when it is made (null when the base URL changes and the secret stays). */
export const automationSecretResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: automationsSchema.extend({ secret: z.string().nullable() }),
});

/* ---------- Outgoing event webhooks ---------- */

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it was disabled (by an admin, or after 5 days of failures). */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Since when every delivery fails (null while the last one succeeded). */
  failingSince: z.string().nullable(),
  secretPrefix: z.string(),
  /** While a rotated secret still signs beside the new one. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries of the last 24 hours, for the list. */
  recent: z.object({ delivered: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointBodySchema = z
  .object({
    url: url(),
    description: line().trim().max(200).default(''),
    eventTypes: z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const webhookEndpointsResponseSchema = z.object({ success: z.literal(true), data: z.array(webhookEndpointSchema) });
export const webhookEndpointResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: webhookEndpointSchema });
/** Creation and rotation answer the whole secret, once. */
export const webhookSecretResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: webhookEndpointSchema.extend({ secret: z.string() }),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastResponseExcerpt: z.string().nullable(),
  /** Why the last attempt failed (time-out, refused address, connection…): a catalogue message (`webhooks.error.*`). */
  lastError: scannerMessageSchema.nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }).strict();
export const webhookDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(webhookDeliverySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
export const webhookDeliveryResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: webhookDeliverySchema });

/* ---------- API keys ---------- */

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `pk_live_` and the first characters of the random part: what the list shows. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyBodySchema = z
  .object({
    name: line().trim().min(1).max(API_KEY_LIMITS.nameMaxLength),
    scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
    /** Days until it stops working; none: until revoked. */
    expiresInDays: z.number().int().min(1).max(API_KEY_LIMITS.maxExpiryDays).nullable().default(null),
  })
  .strict();
export type ApiKeyBody = z.input<typeof apiKeyBodySchema>;
export const apiKeysResponseSchema = z.object({ success: z.literal(true), data: z.array(apiKeySchema) });
export const apiKeyResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: apiKeySchema });
/** The whole key, shown once at its creation. */
export const apiKeyCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: apiKeySchema.extend({ key: z.string() }) });

/** An MCP client a member authorised by OAuth in the workspace (« Assistants IA »): never its tokens. */
export const mcpClientSchema = z.object({
  id: z.string(),
  /** The name the client registered with (or its metadata document gives). */
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The member who authorised it (null once their account is gone). */
  authorisedBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type McpClient = z.infer<typeof mcpClientSchema>;
export const mcpClientsResponseSchema = z.object({ success: z.literal(true), data: z.array(mcpClientSchema) });
export const mcpClientResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: mcpClientSchema });
