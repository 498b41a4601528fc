import { integrationEndpoints as endpoints, type ApiKeyBody, type WebhookEndpointBody } from '@publia/shared';
import { api } from '../../../lib/api-client.ts';

/* The five automation endpoints of the workspace. */

export async function getAutomations(signal?: AbortSignal) {
  return (await api.call(endpoints.automations, {}, { signal })).data;
}

/** Answers the signing secret too: the only time the page sees it whole. */
export const setAutomationBase = (baseUrl: string) => api.call(endpoints.setAutomationBase, { body: { baseUrl } });
export const pointAtDemoReceiver = () => api.call(endpoints.useDemoAutomations, {});
export const removeAutomations = () => api.call(endpoints.removeAutomations, {});
/** « Actualiser »: a signed ping to each endpoint; answers their new states. */
export const checkAutomations = () => api.call(endpoints.checkAutomations, {});

/* Outgoing event webhooks. */

export async function getWebhooks(signal?: AbortSignal) {
  return (await api.call(endpoints.webhooks, {}, { signal })).data;
}

export const createWebhook = (body: WebhookEndpointBody) => api.call(endpoints.createWebhook, { body });
export const updateWebhook = (id: string, body: WebhookEndpointBody) => api.call(endpoints.updateWebhook, { params: { id }, body });
export const removeWebhook = (id: string) => api.call(endpoints.removeWebhook, { params: { id } });
export const rotateWebhookSecret = (id: string) => api.call(endpoints.rotateWebhookSecret, { params: { id } });
export const testWebhook = (id: string) => api.call(endpoints.testWebhook, { params: { id } });

export async function getDeliveries(id: string, page: number, signal?: AbortSignal) {
  return (await api.call(endpoints.deliveries, { params: { id }, query: { page } }, { signal })).data;
}

export const resendDelivery = (id: string) => api.call(endpoints.resendDelivery, { params: { id } });

/* API keys. */

export async function getApiKeys(signal?: AbortSignal) {
  return (await api.call(endpoints.apiKeys, {}, { signal })).data;
}

export const createApiKey = (body: ApiKeyBody) => api.call(endpoints.createApiKey, { body });
export const revokeApiKey = (id: string) => api.call(endpoints.revokeApiKey, { params: { id } });

/* AI assistants connected by OAuth. */

export async function getMcpClients(signal?: AbortSignal) {
  return (await api.call(endpoints.mcpClients, {}, { signal })).data;
}

export const revokeMcpClient = (id: string) => api.call(endpoints.revokeMcpClient, { params: { id } });
