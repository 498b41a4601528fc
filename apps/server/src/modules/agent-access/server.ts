import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { AppContext } from '../../core/context/app-context.ts';
import type { McpCaller, ToolRegistrar } from './caller.ts';
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
export function buildMcpServer(ctx: AppContext, caller: McpCaller, version: string, validator: jsonSchemaValidator, toolAsked?: string): McpServer {
  if (toolAsked !== undefined) {
    const server = newServer(version, validator);
    let found = false;
    // A request that calls one tool is answered by a server holding that tool only: the same answer, a fraction of the set-up.
    const onlyAsked = {
      registerTool: ((name: string, config: never, callback: never) => {
        if (name !== toolAsked) return undefined;
        found = true;
        return server.registerTool(name, config, callback);
      }) as McpServer['registerTool'],
    };
    registerTools(onlyAsked, ctx, caller);
    if (found) return server;
  }
  const server = newServer(version, validator);
  registerTools(server, ctx, caller);
  registerResources(server, ctx, caller);
  registerPrompts(server);
  return server;
}

function registerTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  registerAccountTools(server, ctx, caller);
  registerContentTools(server, ctx, caller);
  registerGenerationTools(server, ctx, caller);
  registerMediaTools(server, ctx, caller);
  registerReportTools(server, ctx, caller);
  registerCommentTools(server, ctx, caller);
}

function newServer(version: string, validator: jsonSchemaValidator): McpServer {
  return new McpServer(
    { name: 'publia', title: 'Publia', version },
    {
      instructions: 'Publia publie sur les réseaux sociaux. Lisez list_networks et list_accounts, créez un brouillon (create_draft), puis programmez-le ou publiez-le.',
      jsonSchemaValidator: validator,
    },
  );
}
