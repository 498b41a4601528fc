import { PLANS, SUBSCRIPTION_STATUSES, type PlanDefinition, type PlanId, type PlanLimits, type SubscriptionStatus } from '@publia/shared';
import type { Config } from '../../config.ts';
import { calendarMonth, periodAround } from './period.ts';
import { PAST_DUE_STATUSES, type WorkspacePlanRow } from './repository.ts';

/** The plan whose limits a workspace falls back to when its renewal stays unpaid past the grace. */
export const FALLBACK_PLAN_ID: PlanId = 'basic';

const DAY_MS = 86_400_000;
/** Statuses under which the subscription's plan applies (past due: during the grace only). */
const PAYING_STATUSES: SubscriptionStatus[] = ['active', 'trialing'];

/** The subscription as the payment provider last told it (`workspace_plans`). */
export interface KeptSubscription {
  planId: PlanId;
  status: SubscriptionStatus;
  subscriptionId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
}

/**
 * What a workspace may use now. `limits` null: no limit at all. `source` says where the limits
 * come from: a subscription, the instance's default plan, the lowest plan after an unpaid renewal's
 * grace, or no plan at all (`DEFAULT_PLAN=unlimited`). The period is the one usage is counted over.
 */
export interface EffectivePlan {
  planId: PlanId | null;
  plan: PlanDefinition | null;
  limits: PlanLimits | null;
  source: 'subscription' | 'default' | 'fallback' | 'unlimited';
  periodStart: Date;
  periodEnd: Date;
  /** The subscription kept (active, trialing, past due or unpaid); null without one, or once canceled or incomplete. */
  subscription: KeptSubscription | null;
  /** When a past-due subscription loses its plan's limits (null unless past due). */
  graceEndsAt: Date | null;
}

const statusOf = (value: string): SubscriptionStatus => ((SUBSCRIPTION_STATUSES as readonly string[]).includes(value) ? (value as SubscriptionStatus) : 'incomplete');

function subscriptionOf(row: WorkspacePlanRow): KeptSubscription {
  return {
    planId: row.planId,
    status: statusOf(row.status),
    subscriptionId: row.subscriptionId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince,
  };
}

/** The instance's default plan over the calendar month (every workspace when billing is off). */
function defaultPlan(config: Config, now: Date): EffectivePlan {
  const month = calendarMonth(now);
  const base = { periodStart: month.start, periodEnd: month.end, subscription: null, graceEndsAt: null };
  if (config.defaultPlan === 'unlimited') return { ...base, planId: null, plan: null, limits: null, source: 'unlimited' };
  const plan = PLANS[config.defaultPlan];
  return { ...base, planId: plan.id, plan, limits: plan.limits, source: 'default' };
}

/**
 * The rules, from the kept subscription (or none) and the instant: billing off → the default plan;
 * active or trialing → the subscription's plan; past due or unpaid → its plan during
 * `graceDays` from the failure, then the lowest plan's limits (nothing is deleted: only what may be
 * added is limited); canceled, incomplete or none → the default plan. Usage runs over the
 * subscription's monthly period holding `now` (the provider's renewal may not have arrived yet),
 * else over the calendar month.
 */
export function effectivePlan(config: Config, row: WorkspacePlanRow | null, now: Date): EffectivePlan {
  if (config.billing.mode === 'off' || !row) return defaultPlan(config, now);
  const subscription = subscriptionOf(row);
  const pastDue = PAST_DUE_STATUSES.includes(subscription.status);
  if (!pastDue && !PAYING_STATUSES.includes(subscription.status)) return defaultPlan(config, now);
  const period = periodAround({ start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }, now);
  const since = subscription.pastDueSince ?? now;
  const graceEndsAt = pastDue ? new Date(since.getTime() + config.billing.graceDays * DAY_MS) : null;
  const fellBack = graceEndsAt !== null && now >= graceEndsAt;
  const plan = PLANS[fellBack ? FALLBACK_PLAN_ID : subscription.planId];
  return {
    planId: plan.id,
    plan,
    limits: plan.limits,
    source: fellBack ? 'fallback' : 'subscription',
    periodStart: period.start,
    periodEnd: period.end,
    subscription,
    graceEndsAt,
  };
}
