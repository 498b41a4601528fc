import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { ensureQuota, limitOf, workspacePlan, type EffectivePlan } from '../plans/service.ts';
import { countTeamMembers } from '../workspaces/service.ts';
import { countLiveInvitations } from './repository.ts';

/**
 * How many people the workspace's plan lets into its team (basic 1, pro 3, business 10; null: no
 * limit), active members and pending invitations together. `db` may be the caller's transaction.
 */
export async function teamMemberLimit(ctx: AppContext, workspaceId: string, db: Db = ctx.db): Promise<{ plan: EffectivePlan; limit: number | null }> {
  const plan = await workspacePlan(ctx, workspaceId, db);
  return { plan, limit: limitOf(plan, 'teamMembers') };
}

/**
 * The plan's name and seat count as the team page shows them; both null when nothing limits the
 * instance (the page names that in the reader's language).
 */
export function teamLimitView(limit: { plan: EffectivePlan; limit: number | null }): { plan: string | null; limit: number | null } {
  return { plan: limit.plan.plan?.name ?? null, limit: limit.limit };
}

/** The seats taken: active members, and invitations still valid at `now`. */
export async function countTeamSeats(db: Db, workspaceId: string, now: Date): Promise<number> {
  return (await countTeamMembers(db, workspaceId)) + (await countLiveInvitations(db, workspaceId, now));
}

/**
 * Refuses a new seat beyond the plan (402 naming the plan and its limit). Called on the
 * transaction that writes the invitation, under the workspace's invitation lock.
 */
export async function ensureSeatLeft(ctx: AppContext, db: Db, workspaceId: string, now: Date): Promise<void> {
  const plan = await workspacePlan(ctx, workspaceId, db);
  if (limitOf(plan, 'teamMembers') === null) return;
  ensureQuota(plan, 'teamMembers', await countTeamSeats(db, workspaceId, now));
}
