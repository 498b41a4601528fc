import type { SubscriptionUsage } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { EffectivePlan } from '../../core/plans/service.ts';
import { teamSeatsTaken } from '../../core/team/service.ts';
import { countScheduledPosts } from '../content/service.ts';
import { countGenerations } from '../generation/service.ts';
import { countSocialAccounts } from '../social-accounts/service.ts';

/**
 * What the workspace has used of each limit of its plan, counted from the real data by the module
 * that owns it, as each quota counts it: generations that used the quota since the period's start,
 * posts scheduled to go out in the period, members and pending invitations, connected accounts.
 * (core/plans decides the plan and checks quotas; it may not reach the modules, so the counting
 * that needs them lives here.)
 */
export async function usageOf(ctx: AppContext, workspaceId: string, plan: EffectivePlan): Promise<SubscriptionUsage> {
  const period = { start: plan.periodStart, end: plan.periodEnd };
  const [contentGenerationUsed, scheduledPostsUsed, teamMembersUsed, socialAccountsUsed] = await Promise.all([
    countGenerations(ctx, workspaceId, period.start),
    countScheduledPosts(ctx, workspaceId, period),
    teamSeatsTaken(ctx, workspaceId),
    countSocialAccounts(ctx, workspaceId),
  ]);
  return { contentGenerationUsed, scheduledPostsUsed, teamMembersUsed, socialAccountsUsed };
}
