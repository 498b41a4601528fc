import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../../db/client.ts';
import { effectivePlan, type EffectivePlan, type KeptSubscription } from './effective-plan.ts';
import { deletePlanState, findWorkspacePlan, PAST_DUE_STATUSES, upsertPlanState } from './repository.ts';

/**
 * A subscription's state as the payment provider tells it (a webhook, or the answer to a call), with
 * the provider's time of it: an older state never overwrites a newer.
 */
export type SubscriptionState = Omit<KeptSubscription, 'pastDueSince'> & { providerUpdatedAt: Date };

/**
 * What the workspace may use now and the period its usage is counted over (the rules are
 * `effectivePlan`'s). `db` may be a transaction: on the embedded database a read on another
 * connection would wait for it to end.
 */
export async function workspacePlan(ctx: AppContext, workspaceId: string, db: Db = ctx.db): Promise<EffectivePlan> {
  const row = ctx.config.billing.mode === 'off' ? null : await findWorkspacePlan(db, workspaceId);
  return effectivePlan(ctx.config, row, new Date(ctx.clock.now()));
}

/**
 * Keeps the provider's state of the workspace's subscription (the billing module calls it from its
 * webhooks and answers). A state older than the kept one is ignored. A past-due state starts the
 * grace period at the failure — the provider's time, or now when the provider's clock runs ahead
 * (the payment sandbox moved forward) — and keeps it on later past-due states; any other status
 * ends it. Answers whether the state was kept.
 */
export async function recordSubscriptionState(ctx: AppContext, workspaceId: string, state: SubscriptionState, db: Db = ctx.db): Promise<boolean> {
  const now = ctx.clock.now();
  const failedAt = new Date(Math.min(state.providerUpdatedAt.getTime(), now));
  return upsertPlanState(
    db,
    workspaceId,
    {
      ...state,
      pastDueSince: PAST_DUE_STATUSES.includes(state.status) ? failedAt : null,
    },
    new Date(ctx.clock.now()),
  );
}

/** The subscription ended (deleted at the provider): the workspace goes back to the default plan. */
export async function clearSubscription(ctx: AppContext, workspaceId: string, subscriptionId: string, db: Db = ctx.db): Promise<boolean> {
  return deletePlanState(db, workspaceId, subscriptionId);
}
