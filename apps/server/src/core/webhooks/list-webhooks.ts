import type { WebhookEndpoint } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findEndpointRow, listEndpointRows, recentDeliveryCounts, type EndpointRow } from './repository.ts';
import { endpointView, noRecent, type RecentCounts } from './view.ts';

const DAY_MS = 86_400_000;

/** The workspace's event webhooks, oldest first, each with its deliveries of the last 24 hours. */
export async function listWebhooks(ctx: AppContext, workspaceId: string): Promise<WebhookEndpoint[]> {
  const now = new Date(ctx.clock.now());
  const [rows, counts] = await Promise.all([listEndpointRows(ctx.db, workspaceId, 'endpoint'), recentDeliveryCounts(ctx.db, workspaceId, new Date(now.getTime() - DAY_MS))]);
  const recent = new Map<string, RecentCounts>();
  for (const { endpointId, status, n } of counts) {
    const of = recent.get(endpointId) ?? noRecent();
    if (status === 'delivered') of.delivered += n;
    else if (status === 'failed') of.failed += n;
    else of.pending += n;
    recent.set(endpointId, of);
  }
  return rows.map((row) => endpointView(row, recent.get(row.id) ?? noRecent(), now));
}

/** One event webhook of the workspace; another workspace's, an unknown or a malformed id is the same 404. */
export async function loadWebhook(ctx: AppContext, workspaceId: string, id: string): Promise<EndpointRow> {
  const row = isUuid(id) ? await findEndpointRow(ctx.db, workspaceId, id, 'endpoint') : null;
  if (!row) throw new AppError(404, 'http.notFound');
  return row;
}

/** One event webhook as the list shows it (its recent deliveries counted). */
export async function webhookView(ctx: AppContext, workspaceId: string, id: string): Promise<WebhookEndpoint> {
  const found = (await listWebhooks(ctx, workspaceId)).find((webhook) => webhook.id === id);
  if (!found) throw new AppError(404, 'http.notFound');
  return found;
}
