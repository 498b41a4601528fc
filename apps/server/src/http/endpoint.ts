import type { Endpoint, EndpointResponse, ServerInput } from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { responseSchema } from './response-schema.ts';
import { parseInput } from './validation.ts';

export interface HandlerContext<E extends Endpoint> extends ServerInput<E> {
  request: FastifyRequest;
  /** To set a cookie or another status (the declared one is set before the handler runs). */
  reply: FastifyReply;
}

/** The answer, or the reply when the handler sent the bytes itself (an answer serialised and cached once). */
type Answer<E extends Endpoint> = EndpointResponse<E> | FastifyReply;
type Handler<E extends Endpoint> = (input: HandlerContext<E>) => Promise<Answer<E>> | Answer<E>;

const parsed = (schema: z.ZodType | undefined, value: unknown) => (schema ? parseInput(schema, value) : undefined);

/**
 * Registers the route of a shared endpoint declaration: its method and path, its access (read by
 * the permission guard), the serialiser of its answer (only the declared fields go out), and its
 * input checked in the declared order — params, query, body — with the French 400 of the first
 * faulty field. The handler returns the answer; the declared status is already set.
 * `options` adds route hooks (a size check before a multipart body is read…).
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: Pick<RouteShorthandOptions, 'onRequest' | 'bodyLimit'> = {}): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { permission: endpoint.access },
    ...(endpoint.response ? { schema: { response: { [status]: responseSchema(endpoint.response) } } } : {}),
    ...options,
    handler: async (request, reply) => {
      const input = {
        params: parsed(endpoint.params, request.params),
        query: parsed(endpoint.query, request.query),
        body: endpoint.body === 'multipart' ? undefined : parsed(endpoint.body, request.body),
      } as ServerInput<E>;
      reply.status(status);
      return handler({ ...input, request, reply });
    },
  });
}
