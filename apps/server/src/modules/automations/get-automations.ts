import { AUTOMATION_ENDPOINTS, type AutomationEndpoint, type Automations } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { listAutomationEndpoints, type AutomationEndpointState } from '../../core/webhooks/service.ts';
import { findAutomationSettings } from './repository.ts';

/**
 * The five endpoints as the tab shows them. Without a base URL every one is inactive; an endpoint
 * never checked is inactive too; one its failures switched off is in error until a check finds it
 * answering again.
 */
function endpointOf(id: AutomationEndpoint['id'], path: string, row: AutomationEndpointState | undefined): AutomationEndpoint {
  if (!row) return { id, endpoint: path, url: null, status: 'inactive', errorMessage: null, lastChecked: null };
  const switchedOff = !row.enabled;
  return {
    id,
    endpoint: path,
    url: row.url,
    status: switchedOff ? 'error' : (row.checkStatus ?? 'inactive'),
    errorMessage: switchedOff ? { key: 'webhooks.error.endpointDisabled', params: {} } : row.checkError,
    lastChecked: row.checkedAt?.toISOString() ?? null,
  };
}

export async function getAutomations(ctx: AppContext, workspaceId: string): Promise<Automations> {
  const [settings, rows] = await Promise.all([findAutomationSettings(ctx.db, workspaceId), listAutomationEndpoints(ctx, workspaceId)]);
  const byId = new Map(rows.map((row) => [row.automationId, row]));
  return {
    baseUrl: settings?.baseUrl ?? null,
    secretPrefix: rows[0]?.secretPrefix ?? null,
    demo: settings?.demo ?? false,
    endpoints: AUTOMATION_ENDPOINTS.map(({ id, path }) => endpointOf(id, path, settings ? byId.get(id) : undefined)),
  };
}
