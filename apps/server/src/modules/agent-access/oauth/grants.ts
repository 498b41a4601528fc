import type { McpClient } from '@publia/shared';
import type { AppContext } from '../../../core/context/app-context.ts';
import type { SessionInfo } from '../../../core/auth/service.ts';
import { actorOf, recordAudit } from '../../../core/audit/service.ts';
import { AppError } from '../../../http/app-error.ts';
import { listGrantRows, markGrantRevoked } from './repository.ts';

type GrantListRow = Awaited<ReturnType<typeof listGrantRows>>[number];

const viewOf = (row: GrantListRow): McpClient => ({
  id: row.grant.id,
  name: row.clientName,
  scopes: row.grant.scopes as McpClient['scopes'],
  authorisedBy: row.authorisedBy || row.authorisedByEmail,
  createdAt: row.grant.createdAt.toISOString(),
  lastUsedAt: row.grant.lastUsedAt?.toISOString() ?? null,
});

/** The assistants connected to the workspace by OAuth (« Assistants IA »), newest first. */
export async function listConnectedClients(ctx: AppContext, workspaceId: string): Promise<McpClient[]> {
  return (await listGrantRows(ctx.db, workspaceId)).map(viewOf);
}

/** Revokes an assistant's access: its access and refresh tokens stop working at once. Another workspace's is a 404. */
export async function revokeConnectedClient(ctx: AppContext, auth: SessionInfo, id: string, ip: string | null): Promise<McpClient> {
  const row = (await listGrantRows(ctx.db, auth.workspace.id)).find((entry) => entry.grant.id === id);
  if (!row || !(await markGrantRevoked(ctx.db, id, new Date(ctx.clock.now()), auth.workspace.id))) throw new AppError(404, 'agentOAuth.grantNotFound');
  await recordAudit(ctx, { workspaceId: auth.workspace.id, actor: actorOf(auth), action: 'agent.client_revoked', target: row.clientName, details: { grantId: id }, ip });
  return viewOf(row);
}
