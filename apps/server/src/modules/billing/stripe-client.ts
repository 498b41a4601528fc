import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { BillingProvider } from '../../core/context/billing-provider.ts';
import type { Keyring } from '../../lib/crypto.ts';
/** Where the payment sandbox serves its fake of Stripe's API, under this server's address. */
export const PAYMENT_SANDBOX_PATH = '/sandbox/stripe';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** Stripe's address → the sandbox's: `https://api.stripe.com/v1/x?y` → `${publicUrl}/sandbox/stripe/v1/x?y`. */
export function sandboxUrlOf(url: string, publicUrl: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== STRIPE_API_ORIGIN || !parsed.pathname.startsWith('/v1/')) return url;
  return `${publicUrl}${PAYMENT_SANDBOX_PATH}${parsed.pathname}${parsed.search}`;
}

const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The payment sandbox's secret key and webhook secret: this installation's own, derived from its
 * encryption key (generated once into the data directory, or ENCRYPTION_KEY), so that they are the
 * same at every start and on every instance, and that no one knows them from Publia's source.
 */
export function paymentSandboxKeys(keyring: Keyring): { secretKey: string; webhookSecret: string } {
  return { secretKey: `sk_test_${keyring.derive('payment-sandbox:secret-key')}`, webhookSecret: `whsec_${keyring.derive('payment-sandbox:webhook-secret')}` };
}

export function createBillingProvider(config: Pick<Config, 'billing' | 'publicUrl' | 'networkTimeoutMs'>, keyring: Keyring): BillingProvider {
  const { mode } = config.billing;
  let sandboxFetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis);
  const attachSandboxFetch = (fetch: typeof globalThis.fetch) => {
    sandboxFetch = fetch;
  };
  if (mode === 'off') return { stripe: null, webhookSecret: '', attachSandboxFetch };
  const sandbox = mode === 'sandbox' ? paymentSandboxKeys(keyring) : null;
  const fetchFn: typeof globalThis.fetch =
    mode === 'sandbox' ? (input, init) => sandboxFetch(sandboxUrlOf(urlOf(input), config.publicUrl), init) : globalThis.fetch.bind(globalThis);
  const key = sandbox ? sandbox.secretKey : (config.billing.stripeSecretKey as string);
  const stripe = new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 1,
    timeout: config.networkTimeoutMs,
    // The sandbox tells no one: Stripe's usage telemetry would describe calls that never reached it.
    telemetry: mode === 'stripe',
  });
  return { stripe, webhookSecret: sandbox ? sandbox.webhookSecret : (config.billing.stripeWebhookSecret as string), attachSandboxFetch };
}
