import { apiMessagesFr, type UsageKind } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchDate } from '../../lib/french-date.ts';
import type { EffectivePlan } from './effective-plan.ts';
import { workspacePlan } from './plan-state.ts';
import { lockWorkspaceQuota } from './repository.ts';

/** The plan's limit of this kind; null: no limit. */
export function limitOf(plan: EffectivePlan, kind: UsageKind): number | null {
  return plan.limits ? plan.limits[kind] : null;
}

/**
 * The 402 of a spent quota, in French: the limit, the plan's name, the renewal date (for the
 * limits counted per period) and where to change plan. `renewal` is the end of the period counted
 * (the current one unless a post is scheduled in a later one).
 */
export function quotaExceeded(plan: EffectivePlan, kind: UsageKind, limit: number, renewal: Date = plan.periodEnd): AppError {
  return new AppError(402, `quota.${kind}`, {
    limit,
    plan: plan.plan?.name ?? apiMessagesFr['quota.unlimitedPlan'],
    date: frenchDate(renewal),
  });
}

/** Refuses `adding` more units when `used` already are and the plan's limit would be passed. */
export function ensureQuota(plan: EffectivePlan, kind: UsageKind, used: number, adding = 1, renewal?: Date): void {
  const limit = limitOf(plan, kind);
  if (limit !== null && used + adding > limit) throw quotaExceeded(plan, kind, limit, renewal);
}

/**
 * The same check with the workspace's plan read here. Inside a transaction pass it as `db`: on the
 * embedded database a read on another connection would wait for the transaction to end.
 */
export async function assertQuota(ctx: AppContext, workspaceId: string, kind: UsageKind, used: number, adding = 1, db: Db = ctx.db): Promise<EffectivePlan> {
  const plan = await workspacePlan(ctx, workspaceId, db);
  ensureQuota(plan, kind, used, adding);
  return plan;
}

/**
 * Serialises the counting and writing of one kind of unit in a workspace until the transaction
 * ends: two requests at the same instant cannot both take the last unit.
 */
export function lockQuota(db: Db, workspaceId: string, kind: UsageKind): Promise<void> {
  return lockWorkspaceQuota(db, workspaceId, kind);
}
