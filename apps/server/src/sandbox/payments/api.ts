import { frenchMessage } from '@publia/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentSandbox } from './context.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { answerStripeError, unauthenticated } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { paymentMethodRoutes } from './payment-method-routes.ts';
import { priceRoutes } from './price-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

/**
 * Stripe's `/v1` as far as Publia's billing uses it, answered in Stripe's shapes — objects, lists,
 * `{ error }` — so that the official SDK runs against it unchanged. Any secret key is taken (the
 * sandbox moves no money), but a call without one is refused as Stripe refuses it.
 */
export const stripeApiRoutes =
  (sandbox: PaymentSandbox): FastifyPluginAsync =>
  async (scope) => {
    scope.setErrorHandler(answerStripeError);
    scope.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        error: { type: 'invalid_request_error', message: frenchMessage('paymentSandbox.error.unknownRoute', { method: request.method, path: request.url.split('?')[0] ?? '' }) },
      }),
    );
    scope.addHook('onRequest', async (request) => {
      if (!/^(Bearer|Basic)\s+\S+/i.test(request.headers.authorization ?? '')) throw unauthenticated();
    });
    registerIdempotency(scope, sandbox.db);
    customerRoutes(scope, sandbox);
    priceRoutes(scope);
    checkoutRoutes(scope, sandbox);
    paymentMethodRoutes(scope, sandbox);
    subscriptionRoutes(scope, sandbox);
    invoiceRoutes(scope, sandbox);
  };
