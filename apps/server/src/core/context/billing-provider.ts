import type Stripe from 'stripe';

/** What the billing module calls of Stripe's client: a fake or a narrower client need offer no more. */
export type PaymentClient = Pick<Stripe, 'checkout' | 'customers' | 'invoices' | 'paymentMethods' | 'prices' | 'setupIntents' | 'subscriptions' | 'webhooks'>;

/**
 * The payment provider, built once by the container: Stripe's official client, aimed at Stripe
 * (`BILLING=stripe`) or at the payment sandbox this server serves (`BILLING=sandbox`), none with
 * billing off.
 */
export interface BillingProvider {
  stripe: PaymentClient | null;
  /** The secret the provider's webhook events are signed with ('' with billing off). */
  webhookSecret: string;
  /**
   * Where sandbox calls go. Until the HTTP app serving the sandbox attaches its in-process fetch,
   * they go over HTTP to `PUBLIC_URL/sandbox/stripe` (a worker-only instance reaches the web
   * instance's sandbox, as it would reach Stripe).
   */
  attachSandboxFetch(fetch: typeof globalThis.fetch): void;
}
