import type { AppContext } from '../../../core/context/app-context.ts';
import { memberSession, type KeyHolder } from '../../../core/api-keys/service.ts';
import { AppError } from '../../../http/app-error.ts';
import { mcpResourceOf } from './metadata.ts';
import { findAccessToken, touchGrant } from './repository.ts';
import { hashSecret } from './tokens.ts';

/** `last_used_at` of a grant is written at most this often: a busy assistant costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

export interface OAuthHolder {
  /** The grant stands where a key would: its id keys the rate limit and the audit line. */
  holder: KeyHolder;
  grantId: string;
  clientName: string;
}

/**
 * Who an agent's access token acts as: the member who authorised its client, with their role in
 * the workspace now, and the scopes they consented to. Unknown, expired, revoked, issued for
 * another resource than this MCP server, or its member gone: a 401 saying which.
 */
export async function resolveAccessToken(ctx: AppContext, token: string): Promise<OAuthHolder> {
  const row = await findAccessToken(ctx.db, hashSecret(token));
  if (!row) throw new AppError(401, 'agentOAuth.tokenUnknown');
  const now = ctx.clock.now();
  if (row.revoked_at !== null) throw new AppError(401, 'agentOAuth.tokenRevoked');
  if (Date.parse(row.expires_at) <= now) throw new AppError(401, 'agentOAuth.tokenExpired');
  if (row.resource !== mcpResourceOf(ctx)) throw new AppError(401, 'agentOAuth.tokenOtherAudience', { resource: row.resource });
  if (row.user_id === null || row.email === null || row.role === null) throw new AppError(401, 'agentOAuth.memberGone');
  if (row.last_used_at === null || now - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) await touchGrant(ctx.db, row.grant_id, new Date(now), LAST_USED_EVERY_MS);
  const session = memberSession(ctx, `oauth:${row.grant_id}`, { ...row, user_id: row.user_id, email: row.email, role: row.role });
  return { holder: { keyId: `oauth:${row.grant_id}`, scopes: row.scopes, session }, grantId: row.grant_id, clientName: row.client_name };
}
