/**
 * The five automation endpoints: each is the workspace's automation base URL
 * followed by its path segment, called by Publia where its name says.
 */
export const AUTOMATION_ENDPOINTS = [
  { id: 'content-generation', path: 'generate-content' },
  { id: 'image-processing', path: 'process-image' },
  { id: 'content-analysis', path: 'analyze-content' },
  { id: 'publish-content', path: 'publish-content' },
  { id: 'schedule-content', path: 'schedule-content' },
] as const;
export type AutomationEndpointId = (typeof AUTOMATION_ENDPOINTS)[number]['id'];
export const AUTOMATION_ENDPOINT_IDS = AUTOMATION_ENDPOINTS.map((endpoint) => endpoint.id) as AutomationEndpointId[];

/** An automation endpoint's state after its last health check. */
export const AUTOMATION_STATUSES = ['active', 'inactive', 'error'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** The health bar: green from 90 % of the endpoints active, yellow from 60 %, red below. */
export const AUTOMATION_HEALTH = { green: 0.9, yellow: 0.6 } as const;
export type AutomationHealth = 'green' | 'yellow' | 'red';
export const automationHealth = (active: number, total: number): AutomationHealth => {
  const ratio = total === 0 ? 0 : active / total;
  return ratio >= AUTOMATION_HEALTH.green ? 'green' : ratio >= AUTOMATION_HEALTH.yellow ? 'yellow' : 'red';
};

/** The events an outgoing webhook may subscribe to (each is a domain event of the server). */
export const WEBHOOK_EVENT_TYPES = [
  'post.published',
  'post.failed',
  'post.to_check',
  'post.scheduled',
  'comment.received',
  'account.problem',
  'member.joined',
  'approval.requested',
  'approval.decided',
  'scanner.analysis_done',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event a « Tester » button sends; no subscription needed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  /** Standard Webhooks: retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (8 attempts in all). */
  retryDelaysSeconds: [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600],
  /** A receiver has this long to answer. */
  timeoutMs: 15_000,
  /** An endpoint failing without a success for this long is disabled (its admins are told). */
  disableAfterDays: 5,
  /** The previous secret still signs (beside the new one) this long after a rotation. */
  rotationOverlapHours: 24,
  /** The health check's time limit per automation endpoint. */
  pingTimeoutMs: 5_000,
  /** What the delivery log keeps of a receiver's answer. */
  responseExcerptChars: 500,
  maxEndpointsPerWorkspace: 20,
  urlMaxLength: 2_000,
} as const;

/** An API key's scopes: what a request made with it may do (on top of its creator's role). */
export const API_KEY_SCOPES = ['read', 'content', 'publish', 'analytics', 'comments', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_LIMITS = {
  /** Shown before the random part: a key is recognised at a glance (and by secret scanners). */
  prefix: 'pk_live_',
  /** Requests per key and minute; the answer carries RateLimit headers. */
  requestsPerMinute: 600,
  maxKeysPerWorkspace: 25,
  nameMaxLength: 80,
  maxExpiryDays: 365,
} as const;

/** The public API: `/api/v1/…` serves these areas of the API (tags of the endpoint declarations) to keys. */
export const PUBLIC_API_TAGS = ['content', 'media', 'accounts', 'analytics', 'comments'] as const;
export const PUBLIC_API_PREFIX = '/api/v1';
