import { SUBSCRIPTION_STATUSES, type PaymentMethod, type SubscriptionStatus } from '@publia/shared';
import type Stripe from 'stripe';
import type { SubscriptionState } from '../../core/plans/service.ts';
import { planIdOf, planOfLookupKey } from './plans.ts';

/**
 * Reading Stripe's objects. The same code reads Stripe's API of today and the payment sandbox,
 * which also keeps older places of a few fields (the period on the subscription, the subscription
 * and the tax on the invoice): each reader looks where the current API puts a field first.
 */

type Ref = string | { id: string } | null | undefined;
/** The id of an expandable field (an id, or the object when expanded). */
export const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

const instant = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe's statuses Publia does not keep ('paused') count as unpaid: the plan's limits then follow the grace rules. */
const statusOf = (status: string): SubscriptionStatus => ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'unpaid');

/** Whether the subscription is over for good (nothing more will be charged). */
export const isEnded = (subscription: Pick<Stripe.Subscription, 'status'>) => subscription.status === 'canceled' || subscription.status === 'incomplete_expired';

/**
 * What Publia keeps of a subscription, read at `readAt`: the plan of its price (by lookup key,
 * else the plan written in its metadata), its status and period. Null when it sells no plan of
 * Publia's (another product of the same Stripe account).
 */
export function subscriptionStateOf(subscription: Stripe.Subscription, readAt: Date): SubscriptionState | null {
  const item = subscription.items?.data?.[0];
  const planId = planOfLookupKey(item?.price?.lookup_key) ?? planIdOf(subscription.metadata?.planId);
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const start = instant(item?.current_period_start ?? legacy.current_period_start);
  const end = instant(item?.current_period_end ?? legacy.current_period_end);
  if (!planId || !start || !end) return null;
  return {
    planId,
    status: statusOf(subscription.status),
    subscriptionId: subscription.id,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    providerUpdatedAt: readAt,
  };
}

/** The subscription an invoice bills, if any. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { subscription?: Ref };
  return idOf(invoice.parent?.subscription_details?.subscription as Ref) ?? idOf(legacy.subscription);
}

/**
 * The VAT included in an invoice's total: Stripe's computed taxes when it has them, else what the
 * provider states, else the part of the total at the configured rate (prices include VAT).
 */
export function taxOf(invoice: Stripe.Invoice, vatRatePercent: number): number {
  const computed = invoice.total_taxes?.reduce((sum, tax) => sum + tax.amount, 0) ?? 0;
  if (computed !== 0) return computed;
  const stated = (invoice as unknown as { tax?: number | null }).tax;
  if (typeof stated === 'number') return stated;
  return invoice.total - Math.round(invoice.total / (1 + vatRatePercent / 100));
}

/** The period an invoice bills: from its lines (a subscription invoice's own period is the one before). */
export function billedPeriodOf(invoice: Stripe.Invoice): { start: Date | null; end: Date | null } {
  const periods = (invoice.lines?.data ?? []).map((line) => line.period).filter((period) => period && period.start && period.end);
  if (periods.length === 0) return { start: instant(invoice.period_start), end: instant(invoice.period_end) };
  return { start: instant(Math.min(...periods.map((p) => p.start))), end: instant(Math.max(...periods.map((p) => p.end))) };
}

/** A card as the subscription page shows it. */
export function paymentMethodView(method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  return {
    id: method.id,
    type: 'card',
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    expiryMonth: method.card?.exp_month ?? 0,
    expiryYear: method.card?.exp_year ?? 0,
    isDefault: method.id === defaultId,
  };
}

/** « Visa •••• 4242 », for the audit log. */
export function cardLabel(method: Stripe.PaymentMethod): string {
  const brand = method.card?.brand ?? 'carte';
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${method.card?.last4 ?? '????'}`;
}
