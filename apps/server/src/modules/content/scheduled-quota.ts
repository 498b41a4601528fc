import type { AppContext } from '../../core/context/app-context.ts';
import { ensureQuota, limitOf, lockQuota, periodAround, type EffectivePlan, type Period } from '../../core/plans/service.ts';
import type { Db } from '../../db/client.ts';
import { countScheduledBetween, SCHEDULED_WAYS, scheduledForOf } from './scheduled-repository.ts';

/*
 * The plan's `scheduledPosts` counts, for a period, the items scheduled to go out in it — by hand,
 * by an approval or through the posting queue — whether they are still waiting, went out or
 * failed; an item unscheduled gives its unit back, and an item published at once is not a
 * scheduled post. (The content keeps no instant of when it was scheduled, only when it goes out.)
 * A post scheduled beyond the current period counts in the period it goes out in, so planning
 * ahead never lets a later month exceed the plan.
 */

/** Items scheduled to go out in the period (the usage shown for the current one). */
export function countScheduledPosts(ctx: AppContext, workspaceId: string, period: Period): Promise<number> {
  return countScheduledBetween(ctx.db, workspaceId, period);
}

/** Whether the item, as it was, already counted in the period (scheduled there, and not since unscheduled). */
const countedIn = (period: Period, item: { status: string; scheduledFor: Date | null }) =>
  SCHEDULED_WAYS.includes(item.status) && item.scheduledFor !== null && item.scheduledFor >= period.start && item.scheduledFor < period.end;

/**
 * Refuses the item's scheduling when its period already holds the plan's limit of other scheduled
 * items; moving a scheduled item within its period takes no new unit (`before`: the item as it
 * was). Runs last on the transaction that scheduled it (its new instant already written), under the
 * workspace's lock of this quota, so two schedulings at once never both take the last unit;
 * throwing undoes the whole scheduling. `plan` is read before the transaction.
 */
export async function ensureScheduledPostsQuota(
  tx: Db,
  plan: EffectivePlan,
  before: { workspaceId: string; id: string; status: string; scheduledFor: Date | null },
): Promise<void> {
  const { workspaceId, id: contentId } = before;
  if (limitOf(plan, 'scheduledPosts') === null) return;
  await lockQuota(tx, workspaceId, 'scheduledPosts');
  const when = await scheduledForOf(tx, workspaceId, contentId);
  if (!when) return;
  const period = periodAround({ start: plan.periodStart, end: plan.periodEnd }, when);
  if (countedIn(period, before)) return;
  const others = await countScheduledBetween(tx, workspaceId, period, contentId);
  ensureQuota(plan, 'scheduledPosts', others, 1, period.end);
}
