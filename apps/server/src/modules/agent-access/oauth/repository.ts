import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isoInstant, preparedRows } from '../../../db/prepared-rows.ts';
import { oauthClients, oauthCodes, oauthGrants, oauthTokens, users } from '../../../db/schema/index.ts';
import type { MemberRow } from '../../../core/api-keys/service.ts';

export type ClientRow = typeof oauthClients.$inferSelect;
export type GrantRow = typeof oauthGrants.$inferSelect;

export async function findClientRow(db: Db, clientId: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return row ?? null;
}

/** Inserts a client, or refreshes what its metadata document said (same client_id). */
export async function upsertClient(db: Db, values: typeof oauthClients.$inferInsert): Promise<ClientRow> {
  const [row] = await db
    .insert(oauthClients)
    .values(values)
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { name: values.name, redirectUris: values.redirectUris, fetchedAt: values.fetchedAt ?? null } })
    .returning();
  return row!;
}

export async function insertGrant(db: Db, values: typeof oauthGrants.$inferInsert): Promise<string> {
  const [row] = await db.insert(oauthGrants).values(values).returning({ id: oauthGrants.id });
  return row!.id;
}

export async function insertCode(db: Db, values: typeof oauthCodes.$inferInsert): Promise<void> {
  await db.insert(oauthCodes).values(values);
}

/**
 * Spends a code: marks it used and answers it with its grant and client, in one statement, so two
 * exchanges of the same code cannot both succeed. Null when unknown, used or expired.
 */
export async function spendCode(db: Db, codeHash: string, now: Date) {
  const [spent] = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now)))
    .returning({ grantId: oauthCodes.grantId, redirectUri: oauthCodes.redirectUri, codeChallenge: oauthCodes.codeChallenge });
  if (!spent) return null;
  const grant = await findGrantWithClient(db, spent.grantId);
  return grant && { ...spent, ...grant };
}

export async function findGrantWithClient(db: Db, grantId: string) {
  const [row] = await db
    .select({ grant: oauthGrants, clientId: oauthClients.clientId, clientName: oauthClients.name })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientRowId))
    .where(eq(oauthGrants.id, grantId))
    .limit(1);
  return row ?? null;
}

export async function insertTokens(db: Db, rows: (typeof oauthTokens.$inferInsert)[]): Promise<void> {
  await db.insert(oauthTokens).values(rows);
}

/**
 * Spends a refresh token (rotation): marks it used and answers its grant, in one statement. A token
 * already used answers `reused` (someone replays it), an unknown or expired one null.
 */
export async function spendRefreshToken(db: Db, tokenHash: string, now: Date): Promise<{ grantId: string; reused: boolean } | null> {
  const [spent] = await db
    .update(oauthTokens)
    .set({ usedAt: now })
    .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, 'refresh'), isNull(oauthTokens.usedAt), gt(oauthTokens.expiresAt, now)))
    .returning({ grantId: oauthTokens.grantId });
  if (spent) return { grantId: spent.grantId, reused: false };
  const [seen] = await db
    .select({ grantId: oauthTokens.grantId })
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, 'refresh'), sql`${oauthTokens.usedAt} is not null`))
    .limit(1);
  return seen ? { grantId: seen.grantId, reused: true } : null;
}

/** Revokes a live grant (of the workspace when given); false when there is none by that id or it was revoked already. */
export async function markGrantRevoked(db: Db, grantId: string, now: Date, workspaceId?: string): Promise<boolean> {
  const rows = await db
    .update(oauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt), workspaceId === undefined ? undefined : eq(oauthGrants.workspaceId, workspaceId)))
    .returning({ id: oauthGrants.id });
  return rows.length > 0;
}

/** The grant a token (access or refresh) belongs to, or null. */
export async function grantOfToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ grantId: oauthTokens.grantId }).from(oauthTokens).where(eq(oauthTokens.tokenHash, tokenHash)).limit(1);
  return row?.grantId ?? null;
}

/** The workspace's live grants, newest first, with the client's name and who authorised it. */
export async function listGrantRows(db: Db, workspaceId: string) {
  return db
    .select({ grant: oauthGrants, clientName: oauthClients.name, authorisedBy: users.name, authorisedByEmail: users.email })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientRowId))
    .leftJoin(users, eq(users.id, oauthGrants.userId))
    .where(and(eq(oauthGrants.workspaceId, workspaceId), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id));
}

/** An access token as /mcp reads it: its expiry, its grant (audience, scopes, revocation), its client's name and the member. */
export type AccessTokenRow = Omit<MemberRow, 'user_id' | 'email' | 'role'> & {
  grant_id: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  resource: string;
  scopes: string[];
  client_name: string;
  role: string | null;
  user_id: string | null;
  email: string | null;
};

// Every MCP request signed by OAuth reads this: one prepared statement, instants as text.
const accessTokenText = `select g.id as grant_id, ${isoInstant('t.expires_at')} as expires_at, ${isoInstant('g.revoked_at')} as revoked_at,
    ${isoInstant('g.last_used_at')} as last_used_at, g.resource, g.scopes, c.name as client_name,
    w.id as workspace_id, w.name as workspace_name, m.role,
    u.id as user_id, u.email, u.name, ${isoInstant('u.created_at')} as user_created_at, u.time_zone, u.theme, u.accent_color,
    u.text_size, u.reduce_motion, u.locale, u.first_name, u.last_name, u.avatar_key
  from oauth_tokens t
  join oauth_grants g on g.id = t.grant_id
  join oauth_clients c on c.id = g.client_row_id
  join workspaces w on w.id = g.workspace_id
  left join memberships m on m.workspace_id = g.workspace_id and m.user_id = g.user_id
  left join users u on u.id = m.user_id
  where t.token_hash = $1 and t.kind = 'access'
  limit 1`;

export async function findAccessToken(db: Db, tokenHash: string): Promise<AccessTokenRow | null> {
  const [row] = await preparedRows<AccessTokenRow>(db, 'oauth_access_token', accessTokenText, [tokenHash]);
  return row ?? null;
}

/** Notes a use of the grant, unless one was noted less than `minIntervalMs` ago. */
export async function touchGrant(db: Db, grantId: string, now: Date, minIntervalMs: number): Promise<void> {
  await db
    .update(oauthGrants)
    .set({ lastUsedAt: now })
    .where(and(eq(oauthGrants.id, grantId), or(isNull(oauthGrants.lastUsedAt), lt(oauthGrants.lastUsedAt, new Date(now.getTime() - minIntervalMs)))));
}

/**
 * Forgets what can no longer be used: codes and tokens a day past their expiry (a used code too),
 * and grants revoked a month ago with their tokens. Answers how many rows went.
 */
export async function deleteOAuthLeftovers(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600_000);
  const codes = await db
    .delete(oauthCodes)
    .where(or(lt(oauthCodes.expiresAt, dayAgo), lt(oauthCodes.usedAt, dayAgo)))
    .returning({ id: oauthCodes.id });
  const tokens = await db.delete(oauthTokens).where(lt(oauthTokens.expiresAt, dayAgo)).returning({ id: oauthTokens.id });
  const grants = await db.delete(oauthGrants).where(lt(oauthGrants.revokedAt, monthAgo)).returning({ id: oauthGrants.id });
  return codes.length + tokens.length + grants.length;
}
