import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { frenchMessage, integrationEndpoints } from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { keyOfHeader, limitKey, resolveKey } from '../../core/api-keys/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isSameOrigin } from '../../http/csrf.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { McpCaller } from './caller.ts';
import { listConnectedClients, revokeConnectedClient } from './oauth/grants.ts';
import { protectedResourceMetadataUrl } from './oauth/metadata.ts';
import { resolveAccessToken } from './oauth/resolve-token.ts';
import { oauthServerRoutes } from './oauth/routes.ts';
import { accessTokenOfHeader } from './oauth/tokens.ts';
import { buildMcpServer } from './server.ts';

export const MCP_PATH = '/mcp';
/** How many keys' client names are remembered on this instance (the oldest forgotten first). */
const CLIENT_NAMES_KEPT = 1000;

/** The tool a request calls, when it is one `tools/call` message (not a batch). */
function toolAskedOf(body: unknown): string | undefined {
  const { method, params } = (body ?? {}) as { method?: unknown; params?: { name?: unknown } };
  return method === 'tools/call' && typeof params?.name === 'string' ? params.name : undefined;
}

/** The client's name of an `initialize` message (alone or in a batch), if the body is one. */
function clientNameOf(body: unknown): string | undefined {
  for (const message of [body].flat()) {
    const { method, params } = (message ?? {}) as { method?: string; params?: { clientInfo?: { name?: unknown } } };
    if (method === 'initialize' && typeof params?.clientInfo?.name === 'string') return params.clientInfo.name.slice(0, 100);
  }
  return undefined;
}

/**
 * `/mcp`, Streamable HTTP without sessions: each POST is signed in by an agent's OAuth access token
 * (its client's registered name in the audit log) or by an API key (the same checks, rate limit and
 * RateLimit headers as the public API), then answered by a fresh MCP server of that caller. A
 * refusal of the credentials is a 401 pointing at the protected resource's metadata, where OAuth
 * clients find the authorization server. The protocol's later requests do not repeat the client's
 * name given at `initialize`: for a key it is remembered per key, on this instance, for the audit log.
 * Publia's authorization server and the « Assistants IA » list are served beside it.
 */
export function agentAccessRoutes(ctx: AppContext, version: string) {
  return async (app: FastifyInstance) => {
    const clientNames = new Map<string, string>();
    const validator = new AjvJsonSchemaValidator();
    const remember = (keyId: string, name: string) => {
      clientNames.delete(keyId);
      clientNames.set(keyId, name);
      if (clientNames.size > CLIENT_NAMES_KEPT) clientNames.delete(clientNames.keys().next().value!);
    };

    async function signIn(request: FastifyRequest): Promise<McpCaller> {
      const header = request.headers.authorization;
      const token = accessTokenOfHeader(header);
      if (token) {
        const { holder, clientName } = await resolveAccessToken(ctx, token);
        return { holder, clientName, ip: request.ip };
      }
      const key = keyOfHeader(header);
      if (key === undefined) throw new AppError(401, 'agentOAuth.tokenMissing');
      if (key === null) throw new AppError(401, 'apiKeys.malformed');
      const holder = await resolveKey(ctx, key);
      const named = clientNameOf(request.body);
      if (named) remember(holder.keyId, named);
      return { holder, clientName: clientNames.get(holder.keyId) ?? 'inconnu', ip: request.ip };
    }

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      // The transport's rule against DNS rebinding: a browser page of another site is refused (clients send no Origin).
      if (!isSameOrigin(ctx.config, request)) throw new AppError(403, 'apiKeys.mcpForeignOrigin');
      let caller: McpCaller;
      try {
        caller = await signIn(request);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          const invalid = request.headers.authorization ? ', error="invalid_token"' : '';
          reply.header('www-authenticate', `Bearer resource_metadata="${protectedResourceMetadataUrl(ctx)}"${invalid}`);
        }
        throw error;
      }
      await limitKey(ctx, caller.holder.keyId, reply);

      const server = buildMcpServer(ctx, caller, version, validator, toolAskedOf(request.body));
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

    await app.register(oauthServerRoutes(ctx));
    serve(app, integrationEndpoints.mcpClients, async ({ request }) => ({ data: await listConnectedClients(ctx, authOf(request).workspace.id) }));
    serve(app, integrationEndpoints.revokeMcpClient, async ({ request, params }) => {
      const data = await revokeConnectedClient(ctx, authOf(request), params.id, request.ip);
      return { message: frenchMessage('agentOAuth.grantRevoked', { client: data.name }), data };
    });

    app.route({ method: 'POST', url: MCP_PATH, config: { permission: 'public' }, handler: answer });
    // Without sessions there is no stream to open (GET) nor session to end (DELETE).
    app.route({
      method: ['GET', 'DELETE'],
      url: MCP_PATH,
      config: { permission: 'public' },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          .send({ success: false, code: 'apiKeys.mcpPostOnly', message: frenchMessage('apiKeys.mcpPostOnly') }),
    });
  };
}
