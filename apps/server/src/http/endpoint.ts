import type { Endpoint, EndpointResponse, ServerInput } from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { responseSchema } from './response-schema.ts';
import { parseInput } from './validation.ts';

export interface HandlerContext<E extends Endpoint> extends ServerInput<E> {
  request: FastifyRequest;
  /** To set a cookie or another status (the declared one is set before the handler runs). */
  reply: FastifyReply;
}

/** An answer without its `success` flag, which `serve` writes itself (first, as every answer starts). */
type Unwrapped<T> = T extends { success: boolean } ? Omit<T, 'success'> : T;

/** The answer (its wrapper's flag left to `serve`), or the reply when the handler sent the bytes itself (an answer serialised and cached once). */
type Answer<E extends Endpoint> = Unwrapped<EndpointResponse<E>> | FastifyReply;
type Handler<E extends Endpoint> = (input: HandlerContext<E>) => Promise<Answer<E>> | Answer<E>;

const parsed = (schema: z.ZodType | undefined, value: unknown) => (schema ? parseInput(schema, value) : undefined);

/** Whether the endpoint answers `{ success: true, … }`: its declared answer names `success`, or it declares none. */
const isWrapped = (schema: z.ZodType | undefined): boolean => !schema || (schema instanceof z.ZodObject && 'success' in schema.shape);

/** `{ success: true, … }` around a handler's answer object; the reply, a text already serialised, a file's bytes or no answer pass as they are. */
const wrap = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null && Object.getPrototypeOf(answer) === Object.prototype ? { success: true, ...answer } : answer;

/**
 * Registers the route of a shared endpoint declaration: its method and path, its access (read by
 * the permission guard), the serialiser of its answer (only the declared fields go out), and its
 * input checked in the declared order — params, query, body — with the French 400 of the first
 * faulty field. The handler returns the answer; the declared status is already set. An answer in
 * the `{ success: true, … }` wrapper is returned without its flag: `serve` writes it, first.
 * `options` adds route hooks (a size check before a multipart body is read…).
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: Pick<RouteShorthandOptions, 'onRequest' | 'bodyLimit'> = {}): void {
  const status = endpoint.status ?? 200;
  const wrapped = isWrapped(endpoint.response);
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
      const answer = await handler({ ...input, request, reply });
      return wrapped ? wrap(answer) : answer;
    },
  });
}
