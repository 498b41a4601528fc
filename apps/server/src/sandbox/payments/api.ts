import { frenchMessage } from '@publia/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentSandbox } from './context.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { apiKeyOf, sameKey } from './api-key.ts';
import { answerStripeError, unauthenticated, wrongApiKey } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { paymentMethodRoutes } from './payment-method-routes.ts';
import { priceRoutes } from './price-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

/**
 * Stripe's `/v1` as far as Publia's billing uses it, answered in Stripe's shapes — objects, lists,
 * `{ error }` — so that the official SDK runs against it unchanged. Only this installation's secret
 * key opens it: a call without a key, or with another, is refused as Stripe refuses it (401).
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
      const key = apiKeyOf(request.headers.authorization);
      if (!key) throw unauthenticated();
      if (!sameKey(key, sandbox.secretKey)) throw wrongApiKey(key);
    });
    registerIdempotency(scope, sandbox.db);
    customerRoutes(scope, sandbox);
    priceRoutes(scope);
    checkoutRoutes(scope, sandbox);
    paymentMethodRoutes(scope, sandbox);
    subscriptionRoutes(scope, sandbox);
    invoiceRoutes(scope, sandbox);
  };
