import { AUTOMATION_ENDPOINTS, type Automations } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { checkWebhookUrl, saveAutomationEndpoints } from '../../core/webhooks/service.ts';
import { AUTOMATION_EVENTS } from './automation-events.ts';
import { getAutomations } from './get-automations.ts';
import { saveAutomationSettings } from './repository.ts';

/** Where this server's demonstration receiver listens (mode démo): it answers 200 under it, 404 to an unknown endpoint. */
export const demoBaseUrl = (ctx: AppContext): string => `${ctx.config.publicUrl}/sandbox/automations`;

export interface AutomationsSaved {
  automations: Automations;
  /** The signing secret when it was made now (the first time), null afterwards: it is shown once. */
  secret: string | null;
}

/**
 * Points the five endpoints at the base (checked as any webhook address) + their path segment,
 * enabling them again and forgetting their last check; the shared signing secret is made the first time.
 */
async function pointAutomations(ctx: AppContext, auth: SessionInfo, base: string, demo: boolean): Promise<AutomationsSaved> {
  const workspaceId = auth.workspace.id;
  const checked = new URL(await checkWebhookUrl(ctx, base, 'baseUrl'));
  // The path segments go at the end of the address: a query or a fragment would come before them.
  if (checked.search || checked.hash) throw new AppError(400, 'webhooks.urlInvalid', {}, 'baseUrl');
  const baseUrl = checked.href.replace(/\/+$/, '');
  const endpoints = AUTOMATION_ENDPOINTS.map(({ id, path }) => ({ automationId: id, url: `${baseUrl}/${path}`, eventTypes: [AUTOMATION_EVENTS[id]] }));
  const { secret } = await saveAutomationEndpoints(ctx, workspaceId, auth.user.id, endpoints);
  await saveAutomationSettings(ctx.db, workspaceId, { baseUrl, demo }, new Date(ctx.clock.now()));
  return { automations: await getAutomations(ctx, workspaceId), secret };
}

/** The workspace's automation base URL (n8n, Make…). */
export function setAutomationBase(ctx: AppContext, auth: SessionInfo, baseUrl: string): Promise<AutomationsSaved> {
  return pointAutomations(ctx, auth, baseUrl, false);
}

/** The demonstration receiver of this server as the base (mode démo). */
export function useDemoAutomations(ctx: AppContext, auth: SessionInfo): Promise<AutomationsSaved> {
  return pointAutomations(ctx, auth, demoBaseUrl(ctx), true);
}
