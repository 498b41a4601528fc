import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant, preparedRows } from '../../db/prepared-rows.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect & { creatorName: string | null; creatorEmail: string | null };

const withCreator = {
  id: apiKeys.id,
  workspaceId: apiKeys.workspaceId,
  userId: apiKeys.userId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  keyHash: apiKeys.keyHash,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
  creatorName: users.name,
  creatorEmail: users.email,
};

/** The workspace's keys, newest first, with who made them. */
export async function listKeyRows(db: Db, workspaceId: string): Promise<ApiKeyRow[]> {
  return db
    .select(withCreator)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findKeyRow(db: Db, workspaceId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select(withCreator)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the workspace's key creations one at a time until the transaction ends, so that two
 * creations at once cannot both pass the count of live keys.
 */
export async function lockWorkspaceKeys(db: Db, workspaceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_keys:${workspaceId}`}))`);
}

/** Keys that still work: neither revoked nor past their expiry. */
export async function countLiveKeys(db: Db, workspaceId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
  return Number(row?.count ?? 0);
}

export async function insertKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

/** Revokes a live key of the workspace; false when there is none by that id, or it was revoked already. */
export async function markKeyRevoked(db: Db, workspaceId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** A key as a request presents it: the key, and its creator's account and role in the key's workspace (null when they left it). */
export interface KeyHolderRow {
  key_id: string;
  scopes: string[];
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  workspace_id: string;
  workspace_name: string;
  role: string | null;
  user_id: string | null;
  email: string | null;
  name: string | null;
  user_created_at: string | null;
  time_zone: string | null;
  theme: string | null;
  accent_color: string | null;
  text_size: number | null;
  reduce_motion: boolean | null;
  locale: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_key: string | null;
}

// Every request of the public API reads this: one statement past the query builder (a prepared
// statement on PostgreSQL), instants already as the JSON's text.
const keyHolderText = `select k.id as key_id, k.scopes, ${isoInstant('k.expires_at')} as expires_at, ${isoInstant('k.revoked_at')} as revoked_at,
    ${isoInstant('k.last_used_at')} as last_used_at, w.id as workspace_id, w.name as workspace_name, m.role,
    u.id as user_id, u.email, u.name, ${isoInstant('u.created_at')} as user_created_at, u.time_zone, u.theme, u.accent_color,
    u.text_size, u.reduce_motion, u.locale, u.first_name, u.last_name, u.avatar_key
  from api_keys k
  join workspaces w on w.id = k.workspace_id
  left join memberships m on m.workspace_id = k.workspace_id and m.user_id = k.user_id
  left join users u on u.id = m.user_id
  where k.key_hash = $1
  limit 1`;

export async function findKeyHolder(db: Db, keyHash: string): Promise<KeyHolderRow | null> {
  const [row] = await preparedRows<KeyHolderRow>(db, 'api_key_holder', keyHolderText, [keyHash]);
  return row ?? null;
}

/** Notes a use of the key, unless one was noted less than `minIntervalMs` ago (by this instance or another). */
export async function touchLastUsed(db: Db, id: string, now: Date, minIntervalMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - minIntervalMs)))));
}
