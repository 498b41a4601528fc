import type { PlanId, SubscriptionStatus } from '@publia/shared';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspacePlans } from '../../db/schema/index.ts';
import type { SubscriptionState } from './plan-state.ts';

export type WorkspacePlanRow = typeof workspacePlans.$inferSelect;

/** The statuses of a renewal left unpaid: the grace period runs, then the fallback. */
export const PAST_DUE_STATUSES: SubscriptionStatus[] = ['past_due', 'unpaid'];

export async function findWorkspacePlan(db: Db, workspaceId: string): Promise<WorkspacePlanRow | null> {
  const [row] = await db.select().from(workspacePlans).where(eq(workspacePlans.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

/** The state written, with when the renewal failed for a past-due one (kept if the row already has one for this subscription). */
export type PlanStateValues = SubscriptionState & { pastDueSince: Date | null };

/**
 * Writes the provider's state in one statement: a state older than the one kept changes nothing
 * (events arrive out of order); a past-due state keeps the instant the subscription first went
 * past due, any other clears it and the fallback notice, so a later failure is told again.
 * Answers whether the state was kept.
 */
export async function upsertPlanState(db: Db, workspaceId: string, values: PlanStateValues, now: Date): Promise<boolean> {
  const pastDue = PAST_DUE_STATUSES.includes(values.status);
  const rows = await db
    .insert(workspacePlans)
    .values({ workspaceId, ...values, fallbackNotifiedAt: null })
    .onConflictDoUpdate({
      target: workspacePlans.workspaceId,
      set: {
        ...values,
        pastDueSince: pastDue
          ? sql`case when ${workspacePlans.subscriptionId} = excluded.subscription_id
                     then coalesce(${workspacePlans.pastDueSince}, excluded.past_due_since) else excluded.past_due_since end`
          : null,
        fallbackNotifiedAt: pastDue ? sql`case when ${workspacePlans.subscriptionId} = excluded.subscription_id then ${workspacePlans.fallbackNotifiedAt} end` : null,
        updatedAt: now,
      },
      setWhere: sql`${workspacePlans.providerUpdatedAt} <= excluded.provider_updated_at`,
    })
    .returning({ workspaceId: workspacePlans.workspaceId });
  return rows.length > 0;
}

/** Forgets the workspace's subscription if it is this one (a newer subscription's row stays). */
export async function deletePlanState(db: Db, workspaceId: string, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .delete(workspacePlans)
    .where(and(eq(workspacePlans.workspaceId, workspaceId), eq(workspacePlans.subscriptionId, subscriptionId)))
    .returning({ workspaceId: workspacePlans.workspaceId });
  return rows.length > 0;
}

/**
 * Marks as told the past-due subscriptions whose grace ended (past due since `pastDueBefore` or
 * earlier) and whose admins were not told yet, and answers them: one statement, so two
 * maintenance runs at once never tell the same fallback twice.
 */
export async function claimFallbacks(db: Db, pastDueBefore: Date, now: Date): Promise<{ workspaceId: string; planId: PlanId }[]> {
  return db
    .update(workspacePlans)
    .set({ fallbackNotifiedAt: now })
    .where(and(inArray(workspacePlans.status, PAST_DUE_STATUSES), lte(workspacePlans.pastDueSince, pastDueBefore), isNull(workspacePlans.fallbackNotifiedAt)))
    .returning({ workspaceId: workspacePlans.workspaceId, planId: workspacePlans.planId });
}

/** The key of a workspace's quota lock: a hash of the kind and the workspace id. */
export async function lockWorkspaceQuota(db: Db, workspaceId: string, kind: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`publia.quota.${kind}:${workspaceId}`}, 0))`);
}
