/**
 * Billing: plans, subscriptions, invoices and what a plan limits. How plans are sold is the
 * instance's choice (`BILLING`): `off` (self-hosted: the plan of `DEFAULT_PLAN`, or no limit),
 * `stripe` (Stripe's API), `sandbox` (Publia's own fake of the part of Stripe's API it uses,
 * offline, for demos and tests).
 */
export const BILLING_MODES = ['off', 'sandbox', 'stripe'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** Stripe's subscription statuses, as Publia keeps them. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How an invoice's status is shown: paid « Payée », open « En attente », anything else « Annulée ». */
export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible', 'draft'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a plan limits (generations, scheduled posts, team members, social accounts), and what is counted for each. */
export const USAGE_KINDS = ['contentGeneration', 'scheduledPosts', 'teamMembers', 'socialAccounts'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** What each plan offers beyond its limits, as keys of the interface's catalogue (billing.feature.*). */
export const PLAN_FEATURES = {
  basic: ['analytics', 'scheduling', 'emailSupport'],
  pro: ['analytics', 'scheduling', 'approval', 'inspiration', 'prioritySupport'],
  business: ['analytics', 'scheduling', 'approval', 'inspiration', 'auditLog', 'apiAccess', 'dedicatedSupport'],
} as const;
export type PlanFeature = (typeof PLAN_FEATURES)[keyof typeof PLAN_FEATURES][number];

/** The payment sandbox's test cards, Stripe's own numbers: one accepted, one declined, one that attaches but whose charges fail. */
export const SANDBOX_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  chargeFails: '4000000000000341',
} as const;

/** The lookup key of each plan's monthly price in Stripe (created once by the operator, see the README). */
export const PLAN_PRICE_LOOKUP_KEYS = {
  basic: 'publia_basic_monthly',
  pro: 'publia_pro_monthly',
  business: 'publia_business_monthly',
} as const;
