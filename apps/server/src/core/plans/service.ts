/**
 * The plans of the workspaces: which one applies now (a subscription, the instance's default, the
 * fallback after an unpaid renewal, or none), the period usage is counted over, the quota checks
 * the modules make before they add what a plan limits, and the state the billing module records.
 */
export { workspacePlan, recordSubscriptionState, clearSubscription, type SubscriptionState } from './plan-state.ts';
export { FALLBACK_PLAN_ID, type EffectivePlan, type KeptSubscription } from './effective-plan.ts';
export { assertQuota, ensureQuota, limitOf, lockQuota, quotaExceeded } from './quota.ts';
export { periodAround, type Period } from './period.ts';
export { announceFallbacks } from './fallback.ts';
