import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { AppContext } from '../../core/context/app-context.ts';
import type { McpCaller } from './caller.ts';
import { registerPrompts } from './prompts.ts';
import { registerResources } from './resources.ts';
import { registerAccountTools } from './tools-accounts.ts';
import { registerCommentTools } from './tools-comments.ts';
import { registerContentTools } from './tools-content.ts';
import { registerGenerationTools } from './tools-generation.ts';
import { registerMediaTools } from './tools-media.ts';
import { registerReportTools } from './tools-reports.ts';

/**
 * Publia's MCP server for one request's caller: built per request (the endpoint is stateless), so
 * each tool closes over who calls it and nothing is shared between callers but `validator` — the
 * SDK's JSON Schema checker, which holds no caller's data and whose construction alone would cost
 * more than a tool call.
 */
export function buildMcpServer(ctx: AppContext, caller: McpCaller, version: string, validator: jsonSchemaValidator): McpServer {
  const server = new McpServer(
    { name: 'publia', title: 'Publia', version },
    {
      instructions: 'Publia publie sur les réseaux sociaux. Lisez list_networks et list_accounts, créez un brouillon (create_draft), puis programmez-le ou publiez-le.',
      jsonSchemaValidator: validator,
    },
  );
  registerAccountTools(server, ctx, caller);
  registerContentTools(server, ctx, caller);
  registerGenerationTools(server, ctx, caller);
  registerMediaTools(server, ctx, caller);
  registerReportTools(server, ctx, caller);
  registerCommentTools(server, ctx, caller);
  registerResources(server, ctx, caller);
  registerPrompts(server);
  return server;
}
