import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentSandbox } from './context.ts';
import { missingParam, noSuchObject } from './errors.ts';
import { answerOf, listOf } from './expand.ts';
import { paramsOf } from './form.ts';
import type { StripeInvoice } from './objects.ts';
import { expand, limit, objectId, parseParams } from './params.ts';
import { listByField, load } from './store.ts';

const listSchema = z.object({
  customer: objectId.optional(),
  subscription: objectId.optional(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']).optional(),
  limit,
  expand,
});
const readSchema = z.object({ expand });

/**
 * `/v1/invoices`: a customer's (or a subscription's) invoices, newest first. One of the two is
 * required: the sandbox never lists every customer's invoices to whoever asks.
 */
export function invoiceRoutes(scope: FastifyInstance, sandbox: PaymentSandbox): void {
  scope.get('/invoices', async (request) => {
    const input = parseParams(listSchema, paramsOf(request));
    const [field, value] = input.subscription ? ['subscription', input.subscription] : input.customer ? ['customer', input.customer] : [];
    if (!field || !value) throw missingParam('customer');
    const filtered = Boolean(input.status || (input.customer && input.subscription));
    const found = await listByField<StripeInvoice>(sandbox.db, 'invoice', field, value, filtered ? 1000 : input.limit + 1);
    const invoices = found.filter((invoice) => (!input.customer || invoice.customer === input.customer) && (!input.status || invoice.status === input.status));
    return listOf(sandbox.db, '/v1/invoices', invoices, input.limit, input.expand);
  });

  scope.get<{ Params: { id: string } }>('/invoices/:id', async (request) => {
    const { expand: paths } = parseParams(readSchema, paramsOf(request));
    const invoice = await load<StripeInvoice>(sandbox.db, 'invoice', request.params.id);
    if (!invoice) throw noSuchObject('invoice', request.params.id);
    return answerOf(sandbox.db, invoice, paths);
  });
}
