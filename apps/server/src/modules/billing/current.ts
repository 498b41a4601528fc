import { PLANS, type Subscription, type UsageSummary } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { usageOf } from '../usage/service.ts';
import { planView } from './plans.ts';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/**
 * GET /api/subscription/usage: what the workspace may use now and has used this period, whatever
 * the billing mode (the plan banner, the profile page, the subscription page with billing off).
 */
export async function usageSummary(ctx: AppContext, workspaceId: string): Promise<UsageSummary> {
  const plan = await workspacePlan(ctx, workspaceId);
  const usage = await usageOf(ctx, workspaceId, plan);
  return {
    mode: ctx.config.billing.mode,
    planId: plan.planId,
    price: plan.subscription ? PLANS[plan.subscription.planId].price : null,
    limits: plan.limits,
    usage,
    periodStart: plan.periodStart.toISOString(),
    periodEnd: plan.periodEnd.toISOString(),
    source: plan.source,
    hasSubscription: plan.subscription !== null,
  };
}

/** GET /api/subscription/current: the subscription with this period's usage, or null (none, or billing off). */
export async function currentSubscription(ctx: AppContext, workspaceId: string): Promise<Subscription | null> {
  if (!ctx.billing.stripe) return null;
  const plan = await workspacePlan(ctx, workspaceId);
  const { subscription } = plan;
  if (!subscription) return null;
  return {
    id: subscription.subscriptionId,
    planId: subscription.planId,
    plan: planView(subscription.planId),
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    usage: await usageOf(ctx, workspaceId, plan),
    pastDueSince: iso(subscription.pastDueSince),
    graceEndsAt: iso(plan.graceEndsAt),
  };
}
