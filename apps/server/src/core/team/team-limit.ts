import { PLANS, type PlanDefinition } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';

/**
 * How many people the workspace's plan lets into its team (document 2 §9: basic 1, pro 3,
 * business 10), active members and pending invitations together. The plan is DEFAULT_PLAN until
 * billing gives each workspace its own: this is the one place that will then read it.
 */
export async function teamMemberLimit(ctx: AppContext, _workspaceId: string): Promise<{ plan: PlanDefinition; limit: number }> {
  const plan = PLANS[ctx.config.defaultPlan];
  return { plan, limit: plan.limits.teamMembers };
}
