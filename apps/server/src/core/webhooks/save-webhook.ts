import { WEBHOOK_LIMITS, type WebhookEndpoint, type WebhookEndpointBody } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { SessionInfo } from '../auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { loadWebhook, webhookView } from './list-webhooks.ts';
import { checkWebhookUrl } from './outgoing-url.ts';
import { countEndpoints, insertEndpoint, updateEndpoint } from './repository.ts';
import { sealNewSecret } from './secrets.ts';
import { endpointView, noRecent } from './view.ts';

type Body = Required<Pick<WebhookEndpointBody, 'url' | 'eventTypes'>> & { description?: string; enabled?: boolean };

/** The same event type chosen twice counts once. */
const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Adds an event webhook (its address checked, at most the limit per workspace) with a new signing
 * secret, answered whole this once.
 */
export async function createWebhook(ctx: AppContext, auth: SessionInfo, body: Body): Promise<WebhookEndpoint & { secret: string }> {
  const workspaceId = auth.workspace.id;
  const url = await checkWebhookUrl(ctx, body.url, 'url');
  if ((await countEndpoints(ctx.db, workspaceId, 'endpoint')) >= WEBHOOK_LIMITS.maxEndpointsPerWorkspace) {
    throw new AppError(409, 'webhooks.tooMany', { max: WEBHOOK_LIMITS.maxEndpointsPerWorkspace }, 'url');
  }
  const now = new Date(ctx.clock.now());
  const sealed = sealNewSecret(ctx);
  const enabled = body.enabled ?? true;
  const row = await insertEndpoint(ctx.db, {
    workspaceId,
    kind: 'endpoint',
    url,
    description: body.description ?? '',
    eventTypes: distinct(body.eventTypes),
    secretEncrypted: sealed.encrypted,
    secretPrefix: sealed.prefix,
    enabled,
    disabledReason: enabled ? null : 'manual',
    userId: auth.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return { ...endpointView(row, noRecent(), now), secret: sealed.secret };
}

/**
 * Changes an event webhook. Enabling it again (after an admin or its failures switched it off)
 * starts its failure count afresh; switching it off is the admin's (`manual`).
 */
export async function updateWebhook(ctx: AppContext, workspaceId: string, id: string, body: Body): Promise<WebhookEndpoint> {
  const current = await loadWebhook(ctx, workspaceId, id);
  const url = body.url === current.url ? current.url : await checkWebhookUrl(ctx, body.url, 'url');
  const enabled = body.enabled ?? true;
  const state = enabled === current.enabled ? {} : enabled ? { enabled, disabledReason: null, failingSince: null } : { enabled, disabledReason: 'manual' as const };
  const now = new Date(ctx.clock.now());
  const row = await updateEndpoint(ctx.db, workspaceId, id, { url, description: body.description ?? '', eventTypes: distinct(body.eventTypes), ...state }, now);
  if (!row) throw new AppError(404, 'http.notFound');
  return webhookView(ctx, workspaceId, row.id);
}
