import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentSandbox } from './context.ts';
import { noSuchObject } from './errors.ts';
import { answerOf, listOf } from './expand.ts';
import { paramsOf } from './form.ts';
import type { StripeCustomer, StripeSubscription } from './objects.ts';
import { operate } from './operation.ts';
import { bool, expand, limit, metadata, objectId, parseParams } from './params.ts';
import { listByField, load } from './store.ts';
import { cancelSubscriptionNow, createSubscription, updateSubscription } from './subscriptions.ts';

const paymentBehavior = z.enum(['error_if_incomplete', 'allow_incomplete', 'default_incomplete', 'pending_if_incomplete']).optional();
/** Sent empty, a default card is removed. */
const optionalCard = z.union([z.literal(''), objectId]).optional();

const createSchema = z.object({
  customer: objectId,
  items: z
    .array(z.object({ price: objectId, quantity: z.literal('1').optional() }))
    .min(1)
    .max(1),
  default_payment_method: optionalCard,
  metadata: metadata.optional(),
  payment_behavior: paymentBehavior,
  expand,
});

const updateSchema = z.object({
  cancel_at_period_end: bool.optional(),
  items: z
    .array(z.object({ id: objectId, price: objectId }))
    .min(1)
    .max(1)
    .optional(),
  proration_behavior: z.enum(['always_invoice', 'create_prorations', 'none']).optional(),
  payment_behavior: paymentBehavior,
  default_payment_method: optionalCard,
  metadata: metadata.optional(),
  expand,
});

const listSchema = z.object({ customer: objectId, status: z.enum(['active', 'past_due', 'canceled', 'incomplete', 'all']).optional(), limit, expand });
const readSchema = z.object({ expand });

/** `/v1/subscriptions`: subscribe (charged at once), change plan (prorated), cancel at the period's end or now. */
export function subscriptionRoutes(scope: FastifyInstance, sandbox: PaymentSandbox): void {
  scope.post('/subscriptions', async (request) => {
    const input = parseParams(createSchema, paramsOf(request));
    const subscription = await operate(sandbox, (op) =>
      createSubscription(op, sandbox.vatRatePercent, {
        customer: input.customer,
        price: input.items[0]?.price ?? '',
        defaultPaymentMethod: input.default_payment_method || null,
        metadata: input.metadata ?? {},
        errorIfIncomplete: input.payment_behavior === 'error_if_incomplete',
      }),
    );
    return answerOf(sandbox.db, subscription, input.expand);
  });

  scope.get('/subscriptions', async (request) => {
    const input = parseParams(listSchema, paramsOf(request));
    if (!(await load<StripeCustomer>(sandbox.db, 'customer', input.customer))) throw noSuchObject('customer', input.customer, 'customer');
    const all = await listByField<StripeSubscription>(sandbox.db, 'subscription', 'customer', input.customer, 1000);
    // Without a status, Stripe lists every subscription but the canceled ones.
    const wanted = all.filter((item) => (input.status === 'all' ? true : input.status ? item.status === input.status : item.status !== 'canceled'));
    return listOf(sandbox.db, '/v1/subscriptions', wanted, input.limit, input.expand);
  });

  scope.get<{ Params: { id: string } }>('/subscriptions/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const subscription = await load<StripeSubscription>(sandbox.db, 'subscription', request.params.id);
    if (!subscription) throw noSuchObject('subscription', request.params.id);
    return answerOf(sandbox.db, subscription, paths);
  });

  scope.post<{ Params: { id: string } }>('/subscriptions/:id', async (request) => {
    const input = parseParams(updateSchema, paramsOf(request));
    const item = input.items?.[0];
    const subscription = await operate(sandbox, (op) =>
      updateSubscription(op, sandbox.vatRatePercent, request.params.id, {
        cancelAtPeriodEnd: input.cancel_at_period_end,
        defaultPaymentMethod: input.default_payment_method === undefined ? undefined : input.default_payment_method || null,
        metadata: input.metadata,
        priceChange: item && {
          item: item.id,
          price: item.price,
          prorate: input.proration_behavior !== 'none',
          errorIfIncomplete: input.payment_behavior === 'error_if_incomplete',
        },
      }),
    );
    return answerOf(sandbox.db, subscription, input.expand);
  });

  scope.delete<{ Params: { id: string } }>('/subscriptions/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const subscription = await operate(sandbox, (op) => cancelSubscriptionNow(op, request.params.id));
    return answerOf(sandbox.db, subscription, paths);
  });
}
