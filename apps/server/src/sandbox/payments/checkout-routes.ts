import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionAt } from './checkout-session.ts';
import { seconds, type PaymentSandbox } from './context.ts';
import { invalidParam, noSuchObject } from './errors.ts';
import { answerOf } from './expand.ts';
import { paramsOf } from './form.ts';
import { stripeId } from './ids.ts';
import type { StripeCheckoutSession, StripeCustomer, StripeSetupIntent } from './objects.ts';
import { operate } from './operation.ts';
import { expand, metadata, objectId, parseParams } from './params.ts';
import { load, save } from './store.ts';

/** How long a checkout page stays open: Stripe's default, 24 hours. */
const SESSION_SECONDS = 24 * 3600;

const sessionSchema = z.object({
  mode: z.literal('setup'),
  customer: objectId,
  currency: z.string().max(3).optional(),
  success_url: z.string().url().max(5000),
  cancel_url: z.string().url().max(5000).optional(),
  payment_method_types: z.array(z.literal('card')).max(1).optional(),
  metadata: metadata.optional(),
  expand,
});

const readSchema = z.object({ expand });

/**
 * `/v1/checkout/sessions` in setup mode (a card saved for later charges) and the setup intents it
 * leaves. The pages it sends the customer back to must be Publia's: the card page is served on
 * Publia's address and must not redirect anyone elsewhere.
 */
export function checkoutRoutes(scope: FastifyInstance, sandbox: PaymentSandbox): void {
  const publiaOrigin = new URL(sandbox.publicUrl).origin;
  const requirePublia = (url: string | undefined, param: string) => {
    if (url !== undefined && new URL(url).origin !== publiaOrigin) throw invalidParam(param, 'paymentSandbox.error.returnUrl');
  };

  scope.post('/checkout/sessions', async (request) => {
    const input = parseParams(sessionSchema, paramsOf(request));
    requirePublia(input.success_url, 'success_url');
    requirePublia(input.cancel_url, 'cancel_url');
    const session = await operate(sandbox, async (op) => {
      if (!(await load<StripeCustomer>(op.db, 'customer', input.customer))) throw noSuchObject('customer', input.customer, 'customer');
      const id = stripeId('cs');
      const created: StripeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'setup',
        status: 'open',
        customer: input.customer,
        currency: input.currency ?? null,
        url: `${sandbox.publicUrl}/sandbox/stripe/checkout/${id}`,
        setup_intent: null,
        success_url: input.success_url,
        cancel_url: input.cancel_url ?? null,
        payment_method_types: ['card'],
        metadata: input.metadata ?? {},
        created: op.now,
        expires_at: op.now + SESSION_SECONDS,
        livemode: false,
      };
      await save(op.db, 'checkout_session', id, created);
      return created;
    });
    return answerOf(sandbox.db, session, input.expand);
  });

  scope.get<{ Params: { id: string } }>('/checkout/sessions/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const session = await load<StripeCheckoutSession>(sandbox.db, 'checkout_session', request.params.id);
    if (!session) throw noSuchObject('checkout.session', request.params.id);
    return answerOf(sandbox.db, sessionAt(session, seconds(await sandbox.now())), paths);
  });

  scope.get<{ Params: { id: string } }>('/setup_intents/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const intent = await load<StripeSetupIntent>(sandbox.db, 'setup_intent', request.params.id);
    if (!intent) throw noSuchObject('setup_intent', request.params.id);
    return answerOf(sandbox.db, intent, paths);
  });
}
