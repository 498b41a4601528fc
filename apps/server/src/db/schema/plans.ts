import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The plan a workspace pays for, as the payment provider last told (core/plans reads it for every
 * quota; the billing module writes it). No row: the instance's default plan. The period bounds are
 * the subscription's (usage counters start again at each renewal); a failed renewal sets
 * `past_due_since`, and after the grace period the lowest plan's limits apply.
 */
export const workspacePlans = pgTable('workspace_plans', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['basic', 'pro', 'business'] }).notNull(),
  status: text('status').notNull(),
  /** The provider's subscription id (sub_…). */
  subscriptionId: text('subscription_id').notNull(),
  currentPeriodStart: timestamptz('current_period_start').notNull(),
  currentPeriodEnd: timestamptz('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  pastDueSince: timestamptz('past_due_since'),
  /** The admins were told the workspace fell back to the lowest plan (once per failure). */
  fallbackNotifiedAt: timestamptz('fallback_notified_at'),
  /** The provider's time of the state kept here: an older event never overwrites a newer state. */
  providerUpdatedAt: timestamptz('provider_updated_at').notNull(),
  updatedAt: updatedAt(),
});
