import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { keyOfHeader, limitKey, resolveKey } from '../../core/api-keys/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isSameOrigin } from '../../http/csrf.ts';
import { buildMcpServer } from './server.ts';

export const MCP_PATH = '/mcp';
/** How many keys' client names are remembered on this instance (the oldest forgotten first). */
const CLIENT_NAMES_KEPT = 1000;

/** The client's name of an `initialize` message (alone or in a batch), if the body is one. */
function clientNameOf(body: unknown): string | undefined {
  for (const message of [body].flat()) {
    const { method, params } = (message ?? {}) as { method?: string; params?: { clientInfo?: { name?: unknown } } };
    if (method === 'initialize' && typeof params?.clientInfo?.name === 'string') return params.clientInfo.name.slice(0, 100);
  }
  return undefined;
}

/**
 * `/mcp`, Streamable HTTP without sessions: each POST is signed in by its API key (the same checks,
 * rate limit and RateLimit headers as the public API), then answered by a fresh MCP server of that
 * caller. The protocol's later requests do not repeat the client's name given at `initialize`: it
 * is remembered per key, on this instance, for the audit log.
 */
export function agentAccessRoutes(ctx: AppContext, version: string) {
  return async (app: FastifyInstance) => {
    const clientNames = new Map<string, string>();
    const remember = (keyId: string, name: string) => {
      clientNames.delete(keyId);
      clientNames.set(keyId, name);
      if (clientNames.size > CLIENT_NAMES_KEPT) clientNames.delete(clientNames.keys().next().value!);
    };

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      // The transport's rule against DNS rebinding: a browser page of another site is refused (clients send no Origin).
      if (!isSameOrigin(ctx.config, request)) throw new AppError(403, 'apiKeys.mcpForeignOrigin');
      const key = keyOfHeader(request.headers.authorization);
      if (key === undefined) throw new AppError(401, 'apiKeys.missing');
      if (key === null) throw new AppError(401, 'apiKeys.malformed');
      const holder = await resolveKey(ctx, key);
      await limitKey(ctx, holder.keyId, reply);
      const named = clientNameOf(request.body);
      if (named) remember(holder.keyId, named);
      const caller = { holder, clientName: clientNames.get(holder.keyId) ?? 'inconnu', ip: request.ip };

      const server = buildMcpServer(ctx, caller, version);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // The transport writes the answer on the raw response: the headers set so far (RateLimit) go with it.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    }

    app.route({ method: 'POST', url: MCP_PATH, config: { permission: 'public' }, handler: answer });
    // Without sessions there is no stream to open (GET) nor session to end (DELETE).
    app.route({
      method: ['GET', 'DELETE'],
      url: MCP_PATH,
      config: { permission: 'public' },
      handler: async (_request, reply) =>
        reply.status(405).header('allow', 'POST').send({ success: false, code: 'http.methodNotAllowed', message: 'Méthode non permise : utilisez POST.' }),
    });
  };
}
