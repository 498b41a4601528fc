import { AUTOMATION_ENDPOINTS, type ApiKey, type AutomationEndpoint, type Automations, type AutomationStatus, type WebhookDelivery, type WebhookEndpoint } from '@publia/shared';
import { json, session, type Handler } from '../../../test/fetch-mock.ts';
import { unlimitedUsage } from '../../billing/billing.test-support.tsx';
import { networksServer } from '../../networks/test-fixtures.ts';

export const BASE_URL = 'https://n8n.exemple.fr/webhook';
export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The five automation endpoints with the given states (all active by default), checked once. */
export function anAutomations(statuses: AutomationStatus[] = AUTOMATION_ENDPOINTS.map(() => 'active'), overrides: Partial<Automations> = {}): Automations {
  const baseUrl = overrides.baseUrl === undefined ? BASE_URL : overrides.baseUrl;
  return {
    baseUrl,
    secretPrefix: baseUrl ? 'whsec_Zm9vYm…' : null,
    demo: false,
    endpoints: AUTOMATION_ENDPOINTS.map(({ id, path }, index): AutomationEndpoint => ({
      id,
      endpoint: path,
      url: baseUrl ? `${baseUrl}/${path}` : null,
      status: statuses[index] ?? 'inactive',
      errorMessage: statuses[index] === 'error' ? { key: 'webhooks.error.timeout', params: { seconds: 5 } } : null,
      lastChecked: baseUrl ? '2026-11-20T09:00:00.000Z' : null,
    })),
    ...overrides,
  };
}

export const aWebhook = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'wh-1',
  url: 'https://crm.exemple.fr/hooks/publia',
  description: 'CRM',
  eventTypes: ['post.published', 'post.failed'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretPrefix: 'whsec_YWJjZG…',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  recent: { delivered: 12, failed: 1, pending: 0 },
  ...overrides,
});

export const aDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'del-1',
  endpointId: 'wh-1',
  eventType: 'post.failed',
  status: 'failed',
  attempts: 8,
  nextAttemptAt: null,
  lastStatusCode: null,
  lastDurationMs: null,
  lastResponseExcerpt: null,
  lastError: { key: 'webhooks.error.timeout', params: { seconds: 15 } },
  payload: { type: 'post.failed', data: { contentId: 'c-1', network: 'linkedin' } },
  createdAt: '2026-11-20T08:00:00.000Z',
  deliveredAt: null,
  ...overrides,
});

export const anApiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'key-1',
  name: 'n8n production',
  prefix: 'pk_live_a1b2',
  scopes: ['read', 'publish'],
  expiresAt: null,
  lastUsedAt: '2026-11-19T17:30:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: session.user.id,
  ...overrides,
});

/**
 * The server the Intégrations tab talks to: the shell's calls, the networks' (social accounts), and
 * the three lists of the tab; `extra` replaces or adds handlers.
 */
export function integrationsServer(
  options: { automations?: Automations; webhooks?: WebhookEndpoint[]; apiKeys?: ApiKey[]; extra?: Record<string, Handler> } = {},
): Record<string, Handler> {
  return networksServer([], {
    'GET /api/content/counts': () => json(200, { success: true, data: { pending: 0, scheduled: 0 } }),
    'GET /api/notifications': () => json(200, { success: true, data: [], unreadCount: 0 }),
    'GET /api/subscription/usage': () => json(200, { success: true, data: unlimitedUsage }),
    'GET /api/integrations/automations': () => json(200, { success: true, data: options.automations ?? anAutomations() }),
    'GET /api/integrations/webhooks': () => json(200, { success: true, data: options.webhooks ?? [] }),
    'GET /api/integrations/api-keys': () => json(200, { success: true, data: options.apiKeys ?? [] }),
    'GET /api/integrations/mcp-clients': () => json(200, { success: true, data: [] }),
    ...options.extra,
  });
}
