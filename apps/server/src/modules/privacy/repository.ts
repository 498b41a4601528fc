import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { dataExports, media, supportRequests, users, workspaces } from '../../db/schema/index.ts';
import type { ExportTable } from './export-tables.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/* ---------- The toggles ---------- */

export async function findUserPrivacy(db: Db, userId: string): Promise<Record<string, boolean> | null> {
  const [row] = await db.select({ privacy: users.privacy }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.privacy ?? null;
}

/** Merges the toggles sent into the stored ones (the others are kept as they are). */
export async function mergeUserPrivacy(db: Db, userId: string, changes: Record<string, boolean>, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ privacy: sql`${users.privacy} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId));
}

/* ---------- Export requests ---------- */

/** Serialises one user's export requests until the transaction ends: two clicks make one request. */
export async function lockUserExports(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`privacy.exports:${userId}`}, 0))`);
}

export async function findLatestExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt), desc(dataExports.id)).limit(1);
  return row ?? null;
}

export async function findPendingExport(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** The user's requests since `since`, oldest first (the daily limit's window). */
export async function listExportsSince(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)))
    .orderBy(asc(dataExports.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertExport(db: Db, userId: string, createdAt: Date): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId, createdAt }).returning();
  if (!row) throw new Error('insert data_exports returned nothing');
  return row;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export async function findExportByTokenHash(db: Db, tokenHash: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Ready, only from pending: a request failed meanwhile (or its user gone) stays as it is; whether it was marked. */
export async function markExportReady(
  db: Db,
  id: string,
  values: { storageKey: string; tokenHash: string; sizeBytes: number; expiresAt: Date; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', ...values, error: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markExportFailed(db: Db, id: string, error: string, completedAt: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed', error: error.slice(0, 500), completedAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Requests still pending since before `before`: their job is lost. */
export async function failStalePendingExports(db: Db, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed', error: 'préparation interrompue (tâche perdue)', completedAt: now })
    .where(and(eq(dataExports.status, 'pending'), lt(dataExports.createdAt, before)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/**
 * Ready exports whose link has expired, and failed ones older than `failedBefore`: their files to
 * delete, then their rows.
 */
export async function findExpiredExports(db: Db, now: Date, failedBefore: Date): Promise<{ id: string; storageKey: string | null }[]> {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(or(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)), and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, failedBefore))));
}

export async function deleteExports(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(dataExports).where(inArray(dataExports.id, ids)).returning({ id: dataExports.id });
  return rows.length;
}

/* ---------- What an export reads ---------- */

export interface ExportUser {
  id: string;
  email: string;
  name: string | null;
  locale: string;
  timeZone: string | null;
  avatarKey: string | null;
  passwordHash: string;
}

export async function findExportUser(db: Db, userId: string): Promise<ExportUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      timeZone: users.timeZone,
      avatarKey: users.avatarKey,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface UserWorkspace {
  id: string;
  name: string;
  role: 'admin' | 'editor' | 'viewer';
  members: number;
  admins: number;
}

/** The user's workspaces, with how many members and admins each has (the user included). */
export async function listWorkspacesOfUser(db: Db, userId: string): Promise<UserWorkspace[]> {
  const rows = await rawRows<{ id: string; name: string; role: UserWorkspace['role']; members: number; admins: number }>(
    db,
    sql`select w.id, w.name, m.role,
          (select count(*)::int from memberships o where o.workspace_id = w.id) as members,
          (select count(*)::int from memberships o where o.workspace_id = w.id and o.role = 'admin') as admins
        from memberships m join workspaces w on w.id = m.workspace_id
        where m.user_id = ${userId}
        order by m.created_at, w.id`,
  );
  return rows.map((row) => ({ ...row, members: Number(row.members), admins: Number(row.admins) }));
}

/** Which rows of a table belong to the user, or to the workspace (through the table's parents). */
function scopeOf(table: ExportTable, owner: { userId?: string; workspaceId?: string }): SQL {
  const { scope } = table;
  if (scope.kind === 'user') {
    return table.name === 'users' ? sql`id = ${owner.userId}` : sql`user_id = ${owner.userId}`;
  }
  if (scope.kind === 'workspace') {
    return table.name === 'workspaces' ? sql`id = ${owner.workspaceId}` : sql`workspace_id = ${owner.workspaceId}`;
  }
  return sql`${sql.identifier(scope.column)} in (select id from ${sql.identifier(scope.parent.name)} where ${scopeOf(scope.parent, owner)})`;
}

/**
 * Every row of `table` that belongs to the owner, as JSON objects (column names, instants in ISO
 * 8601), the secret columns removed by the database itself: they are never read.
 */
export async function readExportRows(db: Db, table: ExportTable, owner: { userId?: string; workspaceId?: string }): Promise<unknown[]> {
  const withoutSecrets = sql.join(
    table.secrets.map((name) => sql` - ${name}::text`),
    sql``,
  );
  const order = table.hasCreatedAt ? sql` order by t.created_at` : sql``;
  const rows = await rawRows<{ row: unknown }>(db, sql`select to_jsonb(t) ${withoutSecrets} as row from ${sql.identifier(table.name)} t where ${scopeOf(table, owner)}${order}`);
  return rows.map((row) => (typeof row.row === 'string' ? JSON.parse(row.row) : row.row));
}

/** The storage keys of the workspace's media files. */
export async function listMediaKeys(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db.select({ key: media.storageKey }).from(media).where(eq(media.workspaceId, workspaceId)).orderBy(asc(media.createdAt));
  return rows.map((row) => row.key);
}

/* ---------- Deleting an account ---------- */

/** The user's export files (deleted from the storage once the account is gone). */
export async function listExportKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Deletes workspaces: every row that belongs to them goes with them (their foreign keys cascade),
 * but the invoices, which keep the workspace's id as a plain value because the law keeps them.
 */
export async function deleteWorkspaces(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(workspaces).where(inArray(workspaces.id, ids)).returning({ id: workspaces.id });
  return rows.length;
}

/**
 * Deletes the user: their sessions, memberships, notifications, tokens, e-mail changes and export
 * requests go with them (cascade); what they wrote for a team (posts, notes, audit entries) stays,
 * without them as author. Their messages to support go too: they hold their address.
 */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  await db.delete(supportRequests).where(eq(supportRequests.userId, userId));
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
