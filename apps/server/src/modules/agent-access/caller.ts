import type { Endpoint } from '@publia/shared';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AppContext } from '../../core/context/app-context.ts';
import { keyAllows, scopeNeeded, type KeyHolder } from '../../core/api-keys/service.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import { can, isOperator } from '../../core/permissions/service.ts';
import { AppError } from '../../http/app-error.ts';
import { frenchMessage } from '@publia/shared';

/** What registers tools: the server itself, or a filter in front of it (a request calling one tool). */
export type ToolRegistrar = Pick<McpServer, 'registerTool'>;

/** Who calls the tools of one MCP request: the key's holder, and the client's name it gave at `initialize`. */
export interface McpCaller {
  holder: KeyHolder;
  clientName: string;
  ip: string | null;
}

/**
 * Why the caller may not do what `endpoint` does, or null: the same two checks as the REST route —
 * the member's role (the permission guard's matrix) and the key's scope (the public API's table).
 */
function refusalOf(ctx: AppContext, caller: McpCaller, endpoint: Pick<Endpoint, 'method' | 'access' | 'tag'>): string | null {
  const { session, scopes } = caller.holder;
  const scope = scopeNeeded(endpoint);
  if (!keyAllows(scopes, scope)) return frenchMessage('apiKeys.missingScope', { scope });
  const access = endpoint.access;
  if (access === 'public' || access === 'authenticated') return null;
  if (access === 'operator') return isOperator(ctx, session.user) ? null : frenchMessage('http.forbidden');
  const check = can(session, access);
  return check.allowed ? null : check.reason;
}

const textOf = (value: unknown): string => JSON.stringify(value, null, 2);

/** A refusal the model can read: an MCP tool error with the French message, nothing done. */
export const toolError = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/** A tool's answer: the structured value (checked by the SDK against the output schema) and its JSON as text, for older clients. */
export const toolResult = (value: Record<string, unknown>): CallToolResult => ({ structuredContent: value, content: [{ type: 'text', text: textOf(value) }] });

/**
 * Runs one tool call as the REST route of `endpoint` would: refused before anything when the role
 * or the key does not allow it, else `work` (which calls the modules' services); an AppError of a
 * service is the tool's French error. Every call, done or refused, is one line of the audit log
 * naming the tool and the client.
 */
export async function runTool(
  ctx: AppContext,
  caller: McpCaller,
  tool: string,
  endpoint: Pick<Endpoint, 'method' | 'access' | 'tag'>,
  work: () => Promise<Record<string, unknown>>,
): Promise<CallToolResult> {
  const refusal = refusalOf(ctx, caller, endpoint);
  let result: CallToolResult;
  if (refusal) result = toolError(refusal);
  else {
    try {
      result = toolResult(await work());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result = toolError(error.message);
    }
  }
  const { session } = caller.holder;
  await recordAudit(ctx, {
    workspaceId: session.workspace.id,
    actor: actorOf(session),
    action: 'agent.tool_called',
    target: tool,
    details: { client: caller.clientName, keyId: caller.holder.keyId, refused: result.isError === true },
    ip: caller.ip,
  });
  return result;
}

/**
 * Reads a resource as the REST route of `endpoint` would, with the same checks and audit line as a
 * tool; a refusal or a service's AppError is a protocol error carrying the French message.
 */
export async function readAs<T>(ctx: AppContext, caller: McpCaller, name: string, endpoint: Pick<Endpoint, 'method' | 'access' | 'tag'>, work: () => Promise<T>): Promise<T> {
  let failure: string | null = null;
  const result = await runTool(ctx, caller, name, endpoint, async () => ({ value: await work() }));
  if (result.isError) failure = (result.content[0] as { text: string }).text;
  if (failure !== null) throw new McpError(ErrorCode.InvalidParams, failure);
  return (result.structuredContent as { value: T }).value;
}
