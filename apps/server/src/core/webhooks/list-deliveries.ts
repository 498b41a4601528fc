import type { WebhookDelivery } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { listDeliveryRows } from './deliveries-repository.ts';
import { loadWebhook } from './list-webhooks.ts';
import { deliveryView } from './view.ts';

export const DELIVERIES_PAGE_SIZE = 25;

/** An event webhook's delivery log, newest first, 25 a page. */
export async function listDeliveries(
  ctx: AppContext,
  workspaceId: string,
  endpointId: string,
  page: number,
): Promise<{ items: WebhookDelivery[]; total: number; page: number; pageSize: number }> {
  await loadWebhook(ctx, workspaceId, endpointId);
  const { rows, total } = await listDeliveryRows(ctx.db, endpointId, page, DELIVERIES_PAGE_SIZE);
  return { items: rows.map(deliveryView), total, page, pageSize: DELIVERIES_PAGE_SIZE };
}
