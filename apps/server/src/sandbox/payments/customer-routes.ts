import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentSandbox } from './context.ts';
import { lockedCustomer, requireAttached } from './customers.ts';
import { noSuchObject } from './errors.ts';
import { answerOf } from './expand.ts';
import { paramsOf } from './form.ts';
import { stripeId } from './ids.ts';
import type { StripeAddress, StripeCustomer } from './objects.ts';
import { operate } from './operation.ts';
import { address, expand, mergeMetadata, metadata, objectId, parseParams, text } from './params.ts';
import { load, save } from './store.ts';

const customerSchema = z.object({
  email: text.optional(),
  name: text.optional(),
  // Sent empty, the address is removed, as Stripe reads it.
  address: z.union([z.literal(''), address]).optional(),
  metadata: metadata.optional(),
  invoice_settings: z.object({ default_payment_method: z.union([z.literal(''), objectId]).optional() }).optional(),
  expand,
});

type CustomerParams = z.infer<typeof customerSchema>;

const addressOf = (value: CustomerParams['address']): StripeAddress | null =>
  value
    ? {
        line1: value.line1 || null,
        line2: value.line2 || null,
        postal_code: value.postal_code || null,
        city: value.city || null,
        state: value.state || null,
        country: value.country || null,
      }
    : null;

/** The fields a call sets on a customer; those not sent stay as they were. */
function applyFields(customer: StripeCustomer, input: CustomerParams): void {
  if (input.email !== undefined) customer.email = input.email || null;
  if (input.name !== undefined) customer.name = input.name || null;
  if (input.address !== undefined) customer.address = addressOf(input.address);
  customer.metadata = mergeMetadata(customer.metadata, input.metadata);
}

/** `/v1/customers`: a workspace as the payment provider knows it, with its invoice default card. */
export function customerRoutes(scope: FastifyInstance, sandbox: PaymentSandbox): void {
  scope.post('/customers', async (request) => {
    const input = parseParams(customerSchema, paramsOf(request));
    const customer = await operate(sandbox, async (op) => {
      const created: StripeCustomer = {
        id: stripeId('cus'),
        object: 'customer',
        address: null,
        balance: 0,
        created: op.now,
        currency: 'eur',
        email: null,
        name: null,
        metadata: {},
        invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
        livemode: false,
      };
      applyFields(created, input);
      await save(op.db, 'customer', created.id, created);
      return created;
    });
    return answerOf(sandbox.db, customer, input.expand);
  });

  scope.get<{ Params: { id: string } }>('/customers/:id', async (request) => {
    const { expand: paths } = parseParams(customerSchema, paramsOf(request));
    const customer = await load<StripeCustomer>(sandbox.db, 'customer', request.params.id);
    if (!customer) throw noSuchObject('customer', request.params.id);
    return answerOf(sandbox.db, customer, paths);
  });

  scope.post<{ Params: { id: string } }>('/customers/:id', async (request) => {
    const input = parseParams(customerSchema, paramsOf(request));
    const customer = await operate(sandbox, async (op) => {
      const found = await lockedCustomer(op, request.params.id);
      applyFields(found, input);
      const card = input.invoice_settings?.default_payment_method;
      if (card) await requireAttached(op.db, found, card, 'invoice_settings[default_payment_method]');
      if (card !== undefined) found.invoice_settings.default_payment_method = card || null;
      await save(op.db, 'customer', found.id, found);
      return found;
    });
    return answerOf(sandbox.db, customer, input.expand);
  });
}
