import type { Automations, WebhookEndpointBody } from '@publia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  checkAutomations,
  createApiKey,
  createWebhook,
  getApiKeys,
  getMcpClients,
  getAutomations,
  getDeliveries,
  getWebhooks,
  pointAtDemoReceiver,
  removeAutomations,
  removeWebhook,
  resendDelivery,
  revokeApiKey,
  revokeMcpClient,
  rotateWebhookSecret,
  setAutomationBase,
  testWebhook,
  updateWebhook,
} from './api.ts';

const keys = {
  automations: ['integrations', 'automations'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (id: string, page: number) => ['integrations', 'deliveries', id, page] as const,
  allDeliveries: ['integrations', 'deliveries'] as const,
  apiKeys: ['integrations', 'api-keys'] as const,
  mcpClients: ['integrations', 'mcp-clients'] as const,
};

/* The automation endpoints: every answer carries their whole state, which replaces the cached one. */

export function useAutomations() {
  return useQuery({ queryKey: keys.automations, queryFn: ({ signal }) => getAutomations(signal) });
}

/** The answer's state without the secret: the secret is shown once by the caller, never cached. */
const keepAutomations = (queryClient: QueryClient) => (answer: { data: Automations & { secret?: string | null } }) => {
  const { secret: _secret, ...state } = answer.data;
  queryClient.setQueryData<Automations>(keys.automations, state);
};

export function useSetAutomationBase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAutomationBase, onSuccess: keepAutomations(queryClient) });
}

export function useDemoReceiver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pointAtDemoReceiver, onSuccess: keepAutomations(queryClient) });
}

export function useRemoveAutomations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAutomations, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.automations }) });
}

export function useCheckAutomations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkAutomations, onSuccess: keepAutomations(queryClient) });
}

/* Event webhooks: a change reads the list again (its recent counts move with deliveries too). */

export function useWebhooks() {
  return useQuery({ queryKey: keys.webhooks, queryFn: ({ signal }) => getWebhooks(signal) });
}

function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.webhooks }), queryClient.invalidateQueries({ queryKey: keys.allDeliveries })]),
  });
}

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(({ id, body }: { id: string; body: WebhookEndpointBody }) => updateWebhook(id, body));
export const useRemoveWebhook = () => useWebhookMutation(removeWebhook);
export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);
export const useTestWebhook = () => useWebhookMutation(testWebhook);
export const useResendDelivery = () => useWebhookMutation(resendDelivery);

/** One page of an endpoint's delivery log; the page shown stays while the next one arrives. */
export function useDeliveries(id: string, page: number) {
  return useQuery({ queryKey: keys.deliveries(id, page), queryFn: ({ signal }) => getDeliveries(id, page, signal), placeholderData: keepPreviousData });
}

/* API keys. */

export function useApiKeys() {
  return useQuery({ queryKey: keys.apiKeys, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }) });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }) });
}

/* AI assistants connected by OAuth. */

export function useMcpClients() {
  return useQuery({ queryKey: keys.mcpClients, queryFn: ({ signal }) => getMcpClients(signal) });
}

export function useRevokeMcpClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeMcpClient, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.mcpClients }) });
}
