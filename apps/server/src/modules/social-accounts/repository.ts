import { and, asc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { networkServerApps, oauthStates, socialAccounts } from '../../db/schema/index.ts';

export type AccountRow = typeof socialAccounts.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** What a connection writes on an account row (tokens already encrypted). */
export type AccountChanges = Partial<
  Pick<
    AccountRow,
    | 'userId'
    | 'externalId'
    | 'username'
    | 'displayName'
    | 'profilePictureUrl'
    | 'followers'
    | 'accessTokenEnc'
    | 'refreshTokenEnc'
    | 'tokenExpiry'
    | 'scope'
    | 'isConnected'
    | 'lastSynced'
    | 'error'
    | 'settings'
  >
>;

const inWorkspace = (workspaceId: string, id: string) => and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.id, id));

/** A placeholder still counts while its OAuth state may come back (`lifetimeSeconds`). */
const notAbandoned = (lifetimeSeconds: number) =>
  or(isNotNull(socialAccounts.externalId), eq(socialAccounts.isConnected, true), gt(socialAccounts.createdAt, sql`now() - make_interval(secs => ${lifetimeSeconds})`));

export async function listWorkspaceAccounts(db: Db, workspaceId: string, placeholderLifetimeSeconds: number) {
  return db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), notAbandoned(placeholderLifetimeSeconds)))
    .orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
}

export async function findAccount(db: Db, workspaceId: string, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(socialAccounts).where(inWorkspace(workspaceId, id)).limit(1);
  return row ?? null;
}

/** The workspace's other row for the same network account (a reconnection), if any. */
export async function findAccountByExternalId(db: Db, workspaceId: string, platform: string, externalId: string, exceptId: string | null): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.workspaceId, workspaceId),
        eq(socialAccounts.platform, platform),
        eq(socialAccounts.externalId, externalId),
        exceptId ? ne(socialAccounts.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(socialAccounts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertAccount(db: Db, values: { workspaceId: string; userId: string | null; platform: string; username: string } & AccountChanges): Promise<AccountRow> {
  const [row] = await db.insert(socialAccounts).values(values).returning();
  if (!row) throw new Error('insert social account returned nothing');
  return row;
}

/**
 * Writes a completed connection on the workspace's row of that network account, or on a new row
 * (`id`: the placeholder's, deleted just before) when there is none: one statement on
 * `social_accounts_network_account_unique`, so two callbacks for the same account at the same
 * instant leave one row. A reconnection keeps its refresh token and scope when the network sent
 * none, and its other settings.
 */
export async function upsertConnectedAccount(
  db: Db,
  values: { id?: string; workspaceId: string; platform: string; externalId: string; username: string; userId: string | null } & AccountChanges,
  now: Date,
): Promise<AccountRow> {
  const { id, workspaceId, platform, ...changes } = values;
  const [row] = await db
    .insert(socialAccounts)
    .values({ ...(id ? { id } : {}), workspaceId, platform, ...changes })
    .onConflictDoUpdate({
      target: [socialAccounts.workspaceId, socialAccounts.platform, socialAccounts.externalId],
      set: {
        ...changes,
        refreshTokenEnc: sql`coalesce(excluded.refresh_token_enc, ${socialAccounts.refreshTokenEnc})`,
        scope: sql`coalesce(excluded.scope, ${socialAccounts.scope})`,
        settings: sql`${socialAccounts.settings} || excluded.settings`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('upsert social account returned nothing');
  return row;
}

export async function updateAccount(db: Db, workspaceId: string, id: string, changes: AccountChanges, now: Date): Promise<AccountRow | null> {
  const [row] = await db
    .update(socialAccounts)
    .set({ ...changes, updatedAt: now })
    .where(inWorkspace(workspaceId, id))
    .returning();
  return row ?? null;
}

export async function deleteAccount(db: Db, workspaceId: string, id: string): Promise<void> {
  await db.delete(socialAccounts).where(inWorkspace(workspaceId, id));
}

/**
 * Writes refreshed tokens only if the row still holds the access token the refresh started from:
 * when another instance refreshed first, nothing is overwritten and null is returned.
 */
/**
 * Holds the account's refresh lock until the transaction ends: one refresh at a time per account
 * across every instance on the database (a refresh token is single use on some networks).
 */
export async function lockAccountRefresh(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`social_accounts.refresh:${id}`}, 0))`);
}

export async function saveRefreshedTokens(db: Db, workspaceId: string, id: string, previousAccessTokenEnc: string, changes: AccountChanges, now: Date): Promise<AccountRow | null> {
  const [row] = await db
    .update(socialAccounts)
    .set({ ...changes, updatedAt: now })
    .where(and(inWorkspace(workspaceId, id), eq(socialAccounts.accessTokenEnc, previousAccessTokenEnc)))
    .returning();
  return row ?? null;
}

/**
 * Marks a connected account as needing the user ("Problème"), unless its token changed meanwhile
 * or it is already marked; returns the row only when this call marked it.
 */
export async function markAccountError(db: Db, workspaceId: string, id: string, accessTokenEnc: string, error: string, now: Date): Promise<AccountRow | null> {
  const [row] = await db
    .update(socialAccounts)
    .set({ error, updatedAt: now })
    .where(and(inWorkspace(workspaceId, id), eq(socialAccounts.isConnected, true), eq(socialAccounts.accessTokenEnc, accessTokenEnc), isNull(socialAccounts.error)))
    .returning();
  return row ?? null;
}

/** Connected accounts whose token ends before `before`, soonest first, across workspaces (the refresh job). */
export async function listAccountsDueForRefresh(db: Db, before: Date, limit: number) {
  return db
    .select({ id: socialAccounts.id, workspaceId: socialAccounts.workspaceId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.isConnected, true), isNull(socialAccounts.error), isNotNull(socialAccounts.accessTokenEnc), lt(socialAccounts.tokenExpiry, before)))
    .orderBy(asc(socialAccounts.tokenExpiry))
    .limit(limit);
}

export async function insertOAuthState(
  db: Db,
  values: {
    stateHash: string;
    workspaceId: string;
    userId: string;
    platform: string;
    accountId: string;
    codeVerifierEnc: string | null;
    preparedEnc: string | null;
    redirectUri: string;
    lifetimeSeconds: number;
  },
): Promise<void> {
  const { lifetimeSeconds, ...row } = values;
  await db.insert(oauthStates).values({ ...row, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` });
}

/**
 * Spends a state in the statement that checks it: unknown, used, expired, or another user's,
 * workspace's or network's state matches nothing and nothing changes.
 */
export async function consumeOAuthState(db: Db, input: { stateHash: string; workspaceId: string; userId: string; platform: string }): Promise<OAuthStateRow | null> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, input.stateHash),
        eq(oauthStates.workspaceId, input.workspaceId),
        eq(oauthStates.userId, input.userId),
        eq(oauthStates.platform, input.platform),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Forgets spent and expired OAuth states, and placeholder rows of connections never completed
 * (older than `placeholderAgeSeconds`), across workspaces (hourly maintenance).
 */
export async function purgeOAuthLeftovers(db: Db, placeholderAgeSeconds: number): Promise<number> {
  const states = await db
    .delete(oauthStates)
    .where(or(lt(oauthStates.expiresAt, sql`now()`), isNotNull(oauthStates.usedAt)))
    .returning({ id: oauthStates.id });
  const placeholders = await db
    .delete(socialAccounts)
    .where(
      and(
        eq(socialAccounts.isConnected, false),
        isNull(socialAccounts.externalId),
        isNull(socialAccounts.accessTokenEnc),
        lt(socialAccounts.createdAt, sql`now() - make_interval(secs => ${placeholderAgeSeconds})`),
      ),
    )
    .returning({ id: socialAccounts.id });
  return states.length + placeholders.length;
}

export type ServerAppRow = typeof networkServerApps.$inferSelect;

export async function findServerApp(db: Db, key: { platform: string; server: string; redirectUri: string }): Promise<ServerAppRow | null> {
  const [row] = await db
    .select()
    .from(networkServerApps)
    .where(and(eq(networkServerApps.platform, key.platform), eq(networkServerApps.server, key.server), eq(networkServerApps.redirectUri, key.redirectUri)))
    .limit(1);
  return row ?? null;
}

/** The first app saved for a server stays: a second registered at the same instant is dropped. */
export async function insertServerApp(db: Db, values: { platform: string; server: string; redirectUri: string; clientId: string; clientSecretEnc: string }): Promise<void> {
  await db.insert(networkServerApps).values(values).onConflictDoNothing();
}
