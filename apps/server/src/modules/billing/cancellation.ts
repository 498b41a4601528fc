import { frenchMessage, PLANS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchDate } from '../../lib/csv.ts';
import { auditBilling, type BillingCaller } from './billing-audit.ts';
import { currentSubscription } from './current.ts';
import { callProvider } from './provider-call.ts';
import { applyAnswer } from './record.ts';
import { requireProvider } from './require-provider.ts';
import type { SubscriptionAnswer } from './subscribe.ts';

/**
 * Plans the end of the subscription at the end of its period (`cancel`), or takes that back
 * (`resume`): the workspace keeps its plan until then either way, nothing is refunded or charged.
 */
async function setCancelAtPeriodEnd(ctx: AppContext, caller: BillingCaller, cancel: boolean): Promise<SubscriptionAnswer> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const kept = (await workspacePlan(ctx, workspaceId)).subscription;
  if (!kept) throw new AppError(409, 'billing.noSubscription');
  const updated = await callProvider(
    ctx,
    'subscriptions.update',
    () => stripe.subscriptions.update(kept.subscriptionId, { cancel_at_period_end: cancel }),
    'billing.noSubscription',
  );
  const state = await applyAnswer(ctx, workspaceId, updated);
  if (!state) throw new AppError(409, 'billing.noSubscription');
  const plan = PLANS[state.planId].name;
  await auditBilling(ctx, workspaceId, caller, cancel ? 'billing.audit.cancelled' : 'billing.audit.resumed', { plan });
  const date = frenchDate(state.currentPeriodEnd, timeZoneOf(caller.auth));
  return {
    message: frenchMessage(cancel ? 'billing.cancelScheduled' : 'billing.resumed', { date }),
    data: await currentSubscription(ctx, workspaceId),
  };
}

/** POST /api/subscription/cancel: the subscription ends with its period. */
export const cancelSubscription = (ctx: AppContext, caller: BillingCaller) => setCancelAtPeriodEnd(ctx, caller, true);

/** POST /api/subscription/resume: the planned end is taken back; the subscription renews. */
export const resumeSubscription = (ctx: AppContext, caller: BillingCaller) => setCancelAtPeriodEnd(ctx, caller, false);
