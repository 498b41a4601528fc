import type { StripePrice } from './prices.ts';

/** The objects the sandbox keeps, as Stripe answers them; `sandboxOnly` holds what is its own and never sent. */

export interface StripeAddress {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  address: StripeAddress | null;
  /** Negative: a credit the next invoices use first (Stripe's sign). */
  balance: number;
  created: number;
  currency: 'eur';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: null; rendering_options: null };
  livemode: false;
}

export interface StripePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; display_brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: 'FR' };
  billing_details: { name: string; email: null; phone: null; address: null };
  customer: string | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  /** Whether it is the test card whose charges all fail (4000 0000 0000 0341). */
  sandboxOnly: { chargesFail: boolean };
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'setup';
  status: 'open' | 'complete' | 'expired';
  customer: string;
  currency: string | null;
  url: string;
  setup_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StripeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string;
  payment_method: string;
  payment_method_types: string[];
  usage: 'off_session';
  created: number;
  livemode: false;
}

export interface StripeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: StripePrice;
  quantity: 1;
  subscription: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  items: { object: 'list'; data: StripeSubscriptionItem[]; has_more: false; url: string };
  billing_cycle_anchor: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  currency: 'eur';
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  created: number;
  start_date: number;
  livemode: false;
  /** How many whole months after the anchor the current period ends (periods are counted from it). */
  sandboxOnly: { cycle: number };
}

export interface StripeInvoiceLine {
  id: string;
  object: 'line_item';
  invoice: string;
  description: string;
  amount: number;
  currency: 'eur';
  quantity: 1;
  period: { start: number; end: number };
  price: StripePrice;
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  parent: { type: 'subscription_item_details'; subscription_item_details: { subscription: string; subscription_item: string; proration: boolean } };
  subscription: string;
  livemode: false;
}

export type BillingReason = 'subscription_create' | 'subscription_update' | 'subscription_cycle';

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_address: StripeAddress | null;
  subscription: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
  status: 'open' | 'paid' | 'void';
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  currency: 'eur';
  /** Taxes included: the sum of the lines, as the total. */
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  tax: number;
  total_taxes: { amount: number; tax_behavior: 'inclusive'; taxable_amount: number; taxability_reason: 'standard_rated'; type: 'tax_rate_details' }[];
  total_excluding_tax: number;
  starting_balance: number;
  ending_balance: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  default_payment_method: string | null;
  created: number;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: StripeInvoiceLine[]; has_more: false; url: string };
  status_transitions: { finalized_at: number; paid_at: number | null; voided_at: number | null; marked_uncollectible_at: null };
  invoice_pdf: null;
  hosted_invoice_url: null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: 1;
  request: { id: null; idempotency_key: null };
  data: { object: object; previous_attributes?: object };
}

/** An event the webhook has not acknowledged yet, and its place among those of its operation. */
export interface PendingEvent {
  event: StripeEvent;
  seq: number;
  attempts: number;
}

/** The object as Stripe sends it: without the sandbox's own fields. */
export function present<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => key !== 'sandboxOnly')) as T;
}
