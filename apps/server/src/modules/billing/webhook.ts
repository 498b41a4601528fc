import { billingEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { serve } from '../../http/endpoint.ts';
import { applyEvent } from './apply-event.ts';

/**
 * An event of the provider, if it signed these very bytes with the endpoint's secret (Stripe's
 * scheme: HMAC-SHA256 of "<t>.<body>"); anything else is the French 400 and nothing is applied.
 * The age is measured on Publia's clock, as the sandbox's signatures are dated on it.
 */
function verifiedEvent(ctx: AppContext, stripe: PaymentClient, raw: unknown, signature: unknown): Stripe.Event {
  try {
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string') throw new Error('événement non signé');
    return stripe.webhooks.constructEvent(raw, signature, ctx.billing.webhookSecret, undefined, undefined, ctx.clock.now());
  } catch (error) {
    ctx.logger.warn({ err: error }, 'événement de paiement refusé : signature invalide');
    throw new AppError(400, 'billing.webhookSignature');
  }
}

/**
 * POST /api/billing/webhook, public (the signature is the credential). In its own plugin: its body
 * is kept as the bytes sent, whatever their type, since the signature covers them byte for byte.
 * With billing off there is no endpoint: 404.
 */
export function billingWebhookRoute(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    serve(app, endpoints.webhook, async ({ request }) => {
      const { stripe } = ctx.billing;
      if (!stripe) throw notFound();
      await applyEvent(ctx, stripe, verifiedEvent(ctx, stripe, request.body, request.headers['stripe-signature']));
      return { received: true as const };
    });
  };
}
