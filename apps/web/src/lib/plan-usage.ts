import { billingEndpoints, PLANS, USAGE_KINDS, type PlanId, type UsageKind, type UsageSummary } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { Translate } from './i18n/index.ts';

/**
 * Under this key live every billing read (plans, subscription, cards, invoices, usage): a change of
 * plan or of card reads them all again.
 */
export const billingQueryKey = ['billing'] as const;
export const planUsageQueryKey = [...billingQueryKey, 'usage'] as const;

async function getPlanUsage(signal?: AbortSignal): Promise<UsageSummary> {
  return (await api.call(billingEndpoints.usage, {}, { signal })).data;
}

/**
 * What the workspace's plan allows and what this period has used, for every member whatever the
 * billing mode: the settings banner and the subscription page read it.
 */
export function usePlanUsage() {
  return useQuery({ queryKey: planUsageQueryKey, queryFn: ({ signal }) => getPlanUsage(signal) });
}

export interface UsageLine {
  kind: UsageKind;
  used: number;
  /** null: no limit. */
  limit: number | null;
}

const USED_FIELD = {
  contentGeneration: 'contentGenerationUsed',
  scheduledPosts: 'scheduledPostsUsed',
  teamMembers: 'teamMembersUsed',
  socialAccounts: 'socialAccountsUsed',
} as const satisfies Record<UsageKind, keyof UsageSummary['usage']>;

/** The four counters of a usage summary, in `USAGE_KINDS`' order, each with its limit (null when none). */
export function usageLines(summary: Pick<UsageSummary, 'usage' | 'limits'>): UsageLine[] {
  return USAGE_KINDS.map((kind) => ({ kind, used: summary.usage[USED_FIELD[kind]], limit: summary.limits ? summary.limits[kind] : null }));
}

/** How full a counter is, in percent, capped at 100 (a plan fallen back to lower limits may be over them). */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** A plan's name (a product name, the same in every language); no plan at all (billing off without a default plan) is « Sans limite ». */
export function planName(t: Translate, planId: PlanId | null): string {
  return planId ? PLANS[planId].name : t('plan.unlimited');
}
