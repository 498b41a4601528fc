import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noSuchObject } from './errors.ts';
import { paramsOf } from './form.ts';
import { bool, limit, parseParams } from './params.ts';
import { priceById, SANDBOX_PRICES } from './prices.ts';

const listSchema = z.object({ lookup_keys: z.array(z.string().max(200)).max(10).optional(), active: bool.optional(), limit });

/** `/v1/prices`: the three plans' monthly prices, found by their lookup keys as the billing module finds them. */
export function priceRoutes(scope: FastifyInstance): void {
  scope.get('/prices', async (request) => {
    const input = parseParams(listSchema, paramsOf(request));
    const prices = SANDBOX_PRICES.filter(
      (price) => (!input.lookup_keys || input.lookup_keys.includes(price.lookup_key)) && (input.active === undefined || input.active === price.active),
    );
    return { object: 'list', data: prices.slice(0, input.limit), has_more: prices.length > input.limit, url: '/v1/prices' };
  });

  scope.get<{ Params: { id: string } }>('/prices/:id', async (request) => {
    const price = priceById(request.params.id);
    if (!price) throw noSuchObject('price', request.params.id);
    return price;
  });
}
