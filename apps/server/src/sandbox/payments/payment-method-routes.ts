import { frenchMessage } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentSandbox } from './context.ts';
import { lockedCustomer } from './customers.ts';
import { noSuchObject, StripeApiError } from './errors.ts';
import { answerOf, listOf } from './expand.ts';
import { paramsOf } from './form.ts';
import type { StripeCustomer, StripePaymentMethod } from './objects.ts';
import { operate } from './operation.ts';
import { expand, limit, objectId, parseParams } from './params.ts';
import { listByField, load, loadForUpdate, save } from './store.ts';

const listSchema = z.object({ customer: objectId, type: z.literal('card').optional(), limit, expand });
const readSchema = z.object({ expand });

/** `/v1/payment_methods`: a customer's cards, and taking one off (the customer's default then has none). */
export function paymentMethodRoutes(scope: FastifyInstance, sandbox: PaymentSandbox): void {
  scope.get('/payment_methods', async (request) => {
    const input = parseParams(listSchema, paramsOf(request));
    if (!(await load<StripeCustomer>(sandbox.db, 'customer', input.customer))) throw noSuchObject('customer', input.customer, 'customer');
    const methods = await listByField<StripePaymentMethod>(sandbox.db, 'payment_method', 'customer', input.customer, input.limit + 1);
    return listOf(sandbox.db, '/v1/payment_methods', methods, input.limit, input.expand);
  });

  scope.get<{ Params: { id: string } }>('/payment_methods/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const method = await load<StripePaymentMethod>(sandbox.db, 'payment_method', request.params.id);
    if (!method) throw noSuchObject('payment_method', request.params.id);
    return answerOf(sandbox.db, method, paths);
  });

  scope.post<{ Params: { id: string } }>('/payment_methods/:id/detach', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const method = await operate(sandbox, async (op) => {
      const found = await loadForUpdate<StripePaymentMethod>(op.db, 'payment_method', request.params.id);
      if (!found) throw noSuchObject('payment_method', request.params.id);
      if (!found.customer) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'payment_method_unexpected_state',
          message: frenchMessage('paymentSandbox.error.notAttached', { id: found.id }),
        });
      }
      const customer = await lockedCustomer(op, found.customer);
      if (customer.invoice_settings.default_payment_method === found.id) {
        customer.invoice_settings.default_payment_method = null;
        await save(op.db, 'customer', customer.id, customer);
      }
      const previous = { customer: found.customer };
      found.customer = null;
      await save(op.db, 'payment_method', found.id, found);
      op.emit('payment_method.detached', found, previous);
      return found;
    });
    return answerOf(sandbox.db, method, paths);
  });
}
