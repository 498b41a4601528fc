import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { injectFetch } from '../../app/inject-fetch.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { manualClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { testTemplate } from '../../test/template-database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { paymentSandboxRoutes } from './index.ts';

export const PUBLIC_URL = 'http://publia.test';
export const WEBHOOK_SECRET = 'whsec_payment_sandbox_test';
/** The test sandbox's secret key: the only one its API takes. */
export const SECRET_KEY = 'sk_test_payment_sandbox_test';
/** 1 January 2031, 00:00 UTC: a 31-day month, so that prorations come out in round figures. */
export const START = Date.UTC(2031, 0, 1);
export const DAY_MS = 86_400_000;

export interface Delivery {
  type: string;
  status: number;
}

export interface PaymentSandboxHarness {
  app: FastifyInstance;
  /** The official SDK, pointed at the sandbox as the billing module points it. */
  stripe: Stripe;
  /** A client of the sandbox with another secret key. */
  stripeWith(key: string): Stripe;
  clock: ReturnType<typeof manualClock>;
  /** The events the receiver took, their signature checked by the SDK. */
  events: Stripe.Event[];
  /** Every delivery tried, with what the receiver answered. */
  deliveries: Delivery[];
  /** What the receiver answers next (200, or 500 to play a webhook that is down). */
  receiver: { status: number };
  typesSince(index: number): string[];
  /** Sends the card page's form, as a browser would. */
  submitCard(sessionUrl: string, card: Record<string, string>): Promise<LightMyRequestResponse>;
  control(name: '_advance' | '_deliver', body?: object): Promise<LightMyRequestResponse>;
  /** A customer with the card given typed on the page (attached; not made the default). */
  customerWithCard(number?: string): Promise<{ customer: Stripe.Customer; card: Stripe.PaymentMethod }>;
  close(): Promise<void>;
}

export const CARD = { expiry: '12/34', cvc: '123', name: 'Camille Martin' };

/** The payment sandbox alone, on a fresh database, behind a bare Fastify and the Stripe SDK. */
export async function startPaymentSandbox(): Promise<PaymentSandboxHarness> {
  const testDatabase = await createTestDatabase();
  const database: Database = await openDatabase(testDatabase ? { databaseUrl: testDatabase.url } : { pgliteTemplate: testTemplate() });
  const clock = manualClock(START);
  const events: Stripe.Event[] = [];
  const deliveries: Delivery[] = [];
  const receiver = { status: 200 };
  const verifier = new Stripe('sk_test_receiver');

  // The test's webhook: checks each signature as Publia's does, then answers as told.
  const deliver: typeof fetch = async (_url, init) => {
    const body = String(init?.body ?? '');
    const signature = new Headers(init?.headers).get('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = verifier.webhooks.constructEvent(body, signature, WEBHOOK_SECRET);
    } catch {
      deliveries.push({ type: 'bad-signature', status: 400 });
      return new Response('bad signature', { status: 400 });
    }
    deliveries.push({ type: event.type, status: receiver.status });
    if (receiver.status < 300) events.push(event);
    return new Response(null, { status: receiver.status });
  };

  const app = Fastify();
  registerErrorHandler(app);
  await app.register(
    paymentSandboxRoutes({
      db: database.db,
      publicUrl: PUBLIC_URL,
      logger: createLogger('silent'),
      clock,
      controls: true,
      webhookUrl: `${PUBLIC_URL}/api/billing/webhook`,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      vatRatePercent: 20,
      deliver,
    }),
  );
  await app.ready();
  const inApp = injectFetch(app);
  const stripeWith = (key: string) =>
    new Stripe(key, {
      maxNetworkRetries: 0,
      httpClient: Stripe.createFetchHttpClient((url, init) => inApp(String(url).replace(/^https:\/\/api\.stripe\.com(:443)?\//, `${PUBLIC_URL}/sandbox/stripe/`), init)),
    });
  const stripe = stripeWith(SECRET_KEY);

  const submitCard = (sessionUrl: string, card: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: new URL(sessionUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card).toString(),
    });

  return {
    app,
    stripe,
    stripeWith,
    clock,
    events,
    deliveries,
    receiver,
    submitCard,
    typesSince: (index) => events.slice(index).map((event) => event.type),
    control: (name, body = {}) => app.inject({ method: 'POST', url: `/sandbox/stripe/${name}`, payload: body }),
    async customerWithCard(number = '4242424242424242') {
      const customer = await stripe.customers.create({ email: 'compta@boulangerie-martin.fr', name: 'Boulangerie Martin', metadata: { workspaceId: 'ws-1' } });
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: customer.id,
        currency: 'eur',
        success_url: `${PUBLIC_URL}/settings/subscription?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/settings/subscription`,
      });
      const answer = await submitCard(session.url ?? '', { number, ...CARD });
      if (answer.statusCode !== 303) throw new Error(`card refused: ${answer.statusCode}`);
      const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
      return { customer, card: cards.data[0] as Stripe.PaymentMethod };
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase?.drop();
    },
  };
}
