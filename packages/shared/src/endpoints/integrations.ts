import { z } from 'zod';
import {
  apiKeyBodySchema,
  apiKeyCreatedResponseSchema,
  apiKeyResponseSchema,
  apiKeysResponseSchema,
  automationBaseBodySchema,
  automationSecretResponseSchema,
  automationsResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointBodySchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookSecretResponseSchema,
} from '../schemas/integrations.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'integrations';
const done = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * Paramètres → Intégrations: the five automation endpoints and their health,
 * outgoing event webhooks signed per Standard Webhooks with their delivery log, and API keys. Admins only.
 */
export const integrationEndpoints = {
  automations: endpoint({ method: 'GET', path: '/api/integrations/automations', access: 'edit_settings', tag, summary: 'The five automation endpoints, their URLs and the state of their last health check', response: automationsResponseSchema }),
  setAutomationBase: endpoint({ method: 'PUT', path: '/api/integrations/automations', access: 'edit_settings', tag, summary: 'Set the automation base URL (n8n, Make…): each endpoint is base + its path; a signing secret is made the first time', body: automationBaseBodySchema, response: automationSecretResponseSchema }),
  useDemoAutomations: endpoint({ method: 'POST', path: '/api/integrations/automations/demo', access: 'edit_settings', tag, summary: "Point the automation endpoints at this server's demonstration receiver (mode démo)", response: automationSecretResponseSchema }),
  removeAutomations: endpoint({ method: 'DELETE', path: '/api/integrations/automations', access: 'edit_settings', tag, summary: 'Forget the automation base URL and its secret', response: done }),
  checkAutomations: endpoint({ method: 'POST', path: '/api/integrations/automations/check', access: 'edit_settings', tag, summary: '« Actualiser »: a signed ping to each endpoint, with a time limit; active, inactive or error', response: automationsResponseSchema }),
  webhooks: endpoint({ method: 'GET', path: '/api/integrations/webhooks', access: 'edit_settings', tag, summary: "The workspace's outgoing webhook endpoints", response: webhookEndpointsResponseSchema }),
  createWebhook: endpoint({ method: 'POST', path: '/api/integrations/webhooks', access: 'edit_settings', tag, summary: 'Add an endpoint subscribed to event types; answers its signing secret (whsec_…) once', body: webhookEndpointBodySchema, response: webhookSecretResponseSchema, status: 201 }),
  updateWebhook: endpoint({ method: 'PUT', path: '/api/integrations/webhooks/:id', access: 'edit_settings', tag, summary: "Change an endpoint's URL, description, events, or enable it again", params: idParams, body: webhookEndpointBodySchema, response: webhookEndpointResponseSchema }),
  removeWebhook: endpoint({ method: 'DELETE', path: '/api/integrations/webhooks/:id', access: 'edit_settings', tag, summary: 'Delete an endpoint and its delivery log', params: idParams, response: done }),
  rotateWebhookSecret: endpoint({ method: 'POST', path: '/api/integrations/webhooks/:id/rotate', access: 'edit_settings', tag, summary: 'A new signing secret; the old one still signs beside it for 24 hours', params: idParams, response: webhookSecretResponseSchema }),
  testWebhook: endpoint({ method: 'POST', path: '/api/integrations/webhooks/:id/test', access: 'edit_settings', tag, summary: '« Tester »: send a webhook.test event now', params: idParams, response: webhookDeliveryResponseSchema }),
  deliveries: endpoint({ method: 'GET', path: '/api/integrations/webhooks/:id/deliveries', access: 'edit_settings', tag, summary: "An endpoint's delivery log, newest first (25 a page)", params: idParams, query: webhookDeliveriesQuerySchema, response: webhookDeliveriesResponseSchema }),
  resendDelivery: endpoint({ method: 'POST', path: '/api/integrations/deliveries/:id/resend', access: 'edit_settings', tag, summary: '« Renvoyer »: deliver this event again (same webhook-id)', params: idParams, response: webhookDeliveryResponseSchema }),
  apiKeys: endpoint({ method: 'GET', path: '/api/integrations/api-keys', access: 'edit_settings', tag, summary: "The workspace's API keys (never the keys themselves)", response: apiKeysResponseSchema }),
  createApiKey: endpoint({ method: 'POST', path: '/api/integrations/api-keys', access: 'edit_settings', tag, summary: 'Create a key with a name, scopes and an optional expiry; the key (pk_live_…) is answered once', body: apiKeyBodySchema, response: apiKeyCreatedResponseSchema, status: 201 }),
  revokeApiKey: endpoint({ method: 'DELETE', path: '/api/integrations/api-keys/:id', access: 'edit_settings', tag, summary: 'Revoke a key: it stops working at once', params: idParams, response: apiKeyResponseSchema }),
} as const;
