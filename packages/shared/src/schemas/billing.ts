import { z } from 'zod';
import { BILLING_MODES, INVOICE_STATUSES, PLAN_FEATURES, SUBSCRIPTION_STATUSES } from '../constants/billing.ts';
import { PLAN_IDS } from '../constants/plans.ts';
import { line } from './text.ts';

const limitsSchema = z.object({
  contentGeneration: z.number().int(),
  scheduledPosts: z.number().int(),
  teamMembers: z.number().int(),
  socialAccounts: z.number().int(),
});

const featureKeys = [...new Set(Object.values(PLAN_FEATURES).flat())] as [string, ...string[]];

/** A plan: prices in cents, euros, monthly; `features` are keys of the catalogue (billing.feature.*). */
export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number().int(),
  currency: z.literal('eur'),
  interval: z.literal('month'),
  limits: limitsSchema,
  features: z.array(z.enum(featureKeys)),
});
export type Plan = z.infer<typeof planSchema>;

/** A subscription's usage: what the current period has used of each limit. */
export const subscriptionUsageSchema = z.object({
  contentGenerationUsed: z.number().int(),
  scheduledPostsUsed: z.number().int(),
  teamMembersUsed: z.number().int(),
  socialAccountsUsed: z.number().int(),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

/** A subscription, plus what a failed payment changes (past due, grace, fallback). */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.enum(PLAN_IDS),
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  usage: subscriptionUsageSchema,
  /** Past due since this instant (a renewal failed), else null. */
  pastDueSince: z.string().nullable(),
  /** When a past-due workspace falls back to the lowest plan's limits, else null. */
  graceEndsAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * What the workspace may use now and has used this period, whatever the billing mode: the plan
 * banner, the profile page and the subscription page with billing off read it. `limits` null: no limit.
 */
export const usageSummarySchema = z.object({
  mode: z.enum(BILLING_MODES),
  planId: z.enum(PLAN_IDS).nullable(),
  /** The plan's price in cents a month, null when nothing is paid (billing off, no subscription). */
  price: z.number().int().nullable(),
  limits: limitsSchema.nullable(),
  usage: subscriptionUsageSchema,
  periodStart: z.string(),
  /** When the usage counters start again (the renewal date). */
  periodEnd: z.string(),
  /** Where the limits come from: a subscription, the instance's default plan, or the fallback of an unpaid one. */
  source: z.enum(['subscription', 'default', 'fallback', 'unlimited']),
  hasSubscription: z.boolean(),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;

/** A saved card: brand, last four digits, expiry, and whether it is the default. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.literal('card'),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An invoice: amount in cents (all taxes included). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The buyer's legal details printed on invoices (a French business files them). Checked by the service for its own messages. */
export const billingProfileSchema = z.object({
  legalName: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  siren: z.string(),
  vatNumber: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

export const billingProfileBodySchema = z
  .object({
    legalName: line().trim().max(200),
    email: line().trim().max(254),
    addressLine1: line().trim().max(200),
    addressLine2: line().trim().max(200).optional(),
    postalCode: line().trim().max(20),
    city: line().trim().max(100),
    /** ISO 3166-1 alpha-2. */
    country: line().trim().max(2),
    siren: line().trim().max(20).optional(),
    vatNumber: line().trim().max(20).optional(),
  })
  .strict();
export type BillingProfileBody = z.input<typeof billingProfileBodySchema>;

/** Any line: an unknown plan gets the service's French « Plan introuvable » naming it. */
export const planBodySchema = z.object({ planId: line().max(40) }).strict();
export type PlanBody = z.input<typeof planBodySchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const plansResponseSchema = ok(z.array(planSchema));
export const currentSubscriptionResponseSchema = ok(subscriptionSchema.nullable());
export const subscriptionResponseSchema = ok(subscriptionSchema.nullable()).extend({ message: z.string() });
export const usageResponseSchema = ok(usageSummarySchema);
export const paymentMethodsResponseSchema = ok(z.array(paymentMethodSchema));
export const invoicesResponseSchema = ok(z.array(invoiceSchema));
export const billingProfileResponseSchema = ok(billingProfileSchema);
/** POST /api/subscription/payment-methods: where the browser goes to add a card (Stripe Checkout, or the sandbox's card page). */
export const redirectResponseSchema = z.object({ success: z.literal(true), redirectUrl: z.string() });
export const billingDoneSchema = z.object({ success: z.literal(true), message: z.string() });
/** POST /api/billing/webhook: the provider only reads the status; the body says the event was taken. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
