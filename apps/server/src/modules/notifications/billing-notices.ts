import { frenchMessage, PLANS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { listBillingManagers } from '../../core/workspaces/service.ts';
import { frenchDate } from '../../lib/french-date.ts';
import { notifyEach } from './service.ts';

/** Where the admins change the card or the plan. */
const SUBSCRIPTION_ROUTE = '/settings/subscription';

/**
 * Tells every admin of the workspace (those who manage its billing), in the bell, whatever their
 * notification settings: the subscription's payments are essential. No e-mail.
 */
async function tellAdmins(ctx: AppContext, workspaceId: string, message: string): Promise<void> {
  const admins = await listBillingManagers(ctx.db, workspaceId);
  await notifyEach(ctx, admins, { workspaceId, type: 'failure', category: 'essential', message, route: SUBSCRIPTION_ROUTE });
}

/** What the admins hear of their subscription's payments. */
export function subscribeBillingNotices(ctx: AppContext): void {
  // A renewal was refused: the plan's limits hold until the grace ends; the card must be updated.
  ctx.events.on('billing.payment_failed', async ({ workspaceId, planId, graceEndsAt }) => {
    const message = frenchMessage('quota.paymentFailedNotice', { plan: PLANS[planId].name, date: frenchDate(new Date(graceEndsAt)) });
    await tellAdmins(ctx, workspaceId, message);
  });

  // The grace ended unpaid: the workspace has the lowest plan's limits, its data kept.
  ctx.events.on('billing.fell_back', async ({ workspaceId, planId, fallbackPlanId }) => {
    const message = frenchMessage('quota.fellBackNotice', { plan: PLANS[planId].name, fallback: PLANS[fallbackPlanId].name });
    await tellAdmins(ctx, workspaceId, message);
  });
}
