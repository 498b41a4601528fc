import type { FastifyPluginAsync } from 'fastify';
import { PAGE_HEADERS } from '../../http/security-headers.ts';
import { refuseNul } from '../kit/refuse-nul.ts';
import { stripeApiRoutes } from './api.ts';
import { checkoutPageRoutes } from './checkout-page-routes.ts';
import type { PaymentSandbox, PaymentSandboxSetup } from './context.ts';
import { paymentControlRoutes } from './controls.ts';
import { parseStripeForm } from './form.ts';
import { sandboxNow } from './sandbox-clock.ts';
import { createDelivery } from './webhook-delivery.ts';

export type { PaymentSandboxSetup } from './context.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Publia's payment sandbox: an offline fake of the part of Stripe's API the billing module uses,
 * under /sandbox/stripe — the API at `/v1/…`, the hosted card page at `/checkout/:id`, and with
 * `controls` the `_advance` and `_deliver` controls. It keeps its objects in `sandbox_records`
 * (network 'stripe') and sends signed webhook events to `webhookUrl` like Stripe does.
 */
export function paymentSandboxRoutes(setup: PaymentSandboxSetup): FastifyPluginAsync {
  return async (app) => {
    const now = () => sandboxNow(setup.db, setup.clock);
    const sandbox: PaymentSandbox = { ...setup, now, deliverPending: createDelivery(setup, now) };
    await app.register(
      async (scope) => {
        // Stripe's bracketed forms (`items[0][price]`), for the API and the card page alike; only here.
        if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
        scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
          try {
            done(null, parseStripeForm(body as string));
          } catch (error) {
            done(error as Error, undefined);
          }
        });
        // Before any lookup: PostgreSQL refuses a NUL in text.
        scope.addHook('preHandler', refuseNul);
        scope.addHook('onSend', async (_request, reply, payload) => {
          if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(PAGE_HEADERS);
          return payload;
        });
        await scope.register(stripeApiRoutes(sandbox), { prefix: '/v1' });
        await scope.register(checkoutPageRoutes(sandbox));
        if (setup.controls) await scope.register(paymentControlRoutes(sandbox));
      },
      { prefix: '/sandbox/stripe' },
    );
  };
}
