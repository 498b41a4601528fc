import type { Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { Db } from '../../db/client.ts';
import type { AccountCredentials, NetworkProfile, TokenSet } from '../../networks/types.ts';
import { clientOf, loadAccount, notConnected } from './access.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { reasonOf } from '../../networks/network-error.ts';
import { isAccountProblem, isTokenExpired } from './network-failure.ts';
import { findAccount, lockAccountRefresh, markAccountError, saveRefreshedTokens, type AccountChanges, type AccountRow } from './repository.ts';

/** An account as other modules name it. */
export interface AccountRef {
  workspaceId: string;
  id: string;
}

/** The fields a connection or a refresh writes for a token set (encrypted; an absent refresh token keeps `keep`). */
export function tokenChanges(ctx: AppContext, tokens: TokenSet, keep: Pick<AccountRow, 'refreshTokenEnc' | 'scope'> | null): AccountChanges {
  const keyring = ctx.keyring;
  return {
    accessTokenEnc: keyring.encrypt(tokens.accessToken),
    refreshTokenEnc: tokens.refreshToken ? keyring.encrypt(tokens.refreshToken) : (keep?.refreshTokenEnc ?? null),
    tokenExpiry: tokens.expiresAt ?? null,
    scope: tokens.scope ?? keep?.scope ?? null,
  };
}

/** The fields a profile read from the network writes (connection, sync, a changed Page). */
export const profileChanges = (profile: NetworkProfile, now: Date): AccountChanges => ({
  username: profile.username,
  displayName: profile.displayName ?? null,
  profilePictureUrl: profile.pictureUrl ?? null,
  followers: profile.followers ?? null,
  lastSynced: now,
});

/** The account's tokens in clear, as its network client takes them back. */
export function tokenSetOf(ctx: AppContext, row: AccountRow): TokenSet {
  if (!row.isConnected || !row.accessTokenEnc) throw notConnected(row.platform);
  const keyring = ctx.keyring;
  return {
    accessToken: keyring.decrypt(row.accessTokenEnc),
    refreshToken: row.refreshTokenEnc ? keyring.decrypt(row.refreshTokenEnc) : null,
    expiresAt: row.tokenExpiry,
    scope: row.scope,
  };
}

/** What a network client needs to act on the account; only connected accounts with a token have it. */
export function credentialsOf(ctx: AppContext, row: AccountRow): AccountCredentials {
  if (!row.isConnected || !row.accessTokenEnc) throw notConnected(row.platform);
  return {
    accessToken: ctx.keyring.decrypt(row.accessTokenEnc),
    externalId: row.externalId ?? '',
    username: row.username,
    settings: row.settings ?? {},
  };
}

const needsRefresh = (row: AccountRow, now: number) => row.tokenExpiry !== null && row.tokenExpiry.getTime() - now < ACCOUNT_LIMITS.refreshAheadMs;

const stillValid = (row: AccountRow, now: number) => row.tokenExpiry === null || row.tokenExpiry.getTime() > now;

/**
 * Marks the account "Problème" with the network's reason and tells the user who connected it
 * (once: an account already marked is not notified again); the event is written with the mark,
 * in its transaction.
 */
export async function flagAccountProblem(ctx: AppContext, row: AccountRow, reason: string): Promise<void> {
  const token = row.accessTokenEnc;
  if (!token) return;
  const marked = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const account = await markAccountError(tx, row.workspaceId, row.id, token, reason.slice(0, 500), new Date(ctx.clock.now()));
    if (account) await emit('account.problem', { workspaceId: row.workspaceId, accountId: row.id, platform: row.platform as Network, userId: account.userId, reason });
    return account;
  });
  if (marked) ctx.logger.warn({ accountId: row.id, platform: row.platform, reason }, 'compte de réseau social à reconnecter');
}

/**
 * Renews the account's tokens through its network and stores them (a refresh without a new
 * refresh token keeps the old one). A `token_expired` or `permission_missing` failure marks the
 * account "Problème" and notifies; any other failure changes nothing. Throws the NetworkError.
 * One refresh at a time per account: concurrent refreshes share one call in this process, and on
 * PostgreSQL, where several instances may share the database, a lock per account makes the others
 * wait (the embedded database has one instance only, and a transaction there would hold up the
 * sandboxes' own writes). A refresh whose row was read before another one stored new tokens uses
 * those instead: its refresh token may be spent, and some networks end the session when a spent
 * refresh token comes back (Bluesky).
 */
export function refreshAccount(ctx: AppContext, row: AccountRow): Promise<AccountRow> {
  return ctx.caches.refreshes.run(row.id, () => runRefresh(ctx, row));
}

async function runRefresh(ctx: AppContext, row: AccountRow): Promise<AccountRow> {
  if (!row.isConnected || !row.accessTokenEnc) throw notConnected(row.platform);
  // Under the lock, the refresh uses the lock's own connection only: many at once cannot starve the pool.
  const outcome = ctx.config.databaseUrl
    ? await ctx.db.transaction(async (tx) => {
        await lockAccountRefresh(tx, row.id);
        return renewTokens(ctx, tx, row);
      })
    : await renewTokens(ctx, ctx.db, row);
  if (outcome.ok) return outcome.row;
  // Once the lock is released: the mark and its event are a transaction of their own.
  if (isAccountProblem(outcome.error)) await flagAccountProblem(ctx, row, reasonOf(outcome.error));
  throw outcome.error;
}

type RenewOutcome = { ok: true; row: AccountRow } | { ok: false; error: unknown };

async function renewTokens(ctx: AppContext, db: Db, row: AccountRow): Promise<RenewOutcome> {
  const previous = row.accessTokenEnc!;
  const renewedElsewhere = (current: AccountRow | null): current is AccountRow => Boolean(current?.isConnected && current.accessTokenEnc && current.accessTokenEnc !== previous);
  const stored = await findAccount(db, row.workspaceId, row.id);
  if (renewedElsewhere(stored)) return { ok: true, row: stored };
  const client = clientOf(ctx, row.platform as Network);
  let tokens: TokenSet;
  try {
    tokens = await client.refresh(tokenSetOf(ctx, row));
  } catch (error) {
    const current = await findAccount(db, row.workspaceId, row.id);
    // Another instance refreshed meanwhile (a rotated refresh token fails here): use its tokens.
    if (renewedElsewhere(current)) return { ok: true, row: current };
    return { ok: false, error };
  }
  const saved = await saveRefreshedTokens(db, row.workspaceId, row.id, previous, { ...tokenChanges(ctx, tokens, row), error: null }, new Date(ctx.clock.now()));
  if (saved) return { ok: true, row: saved };
  const current = await findAccount(db, row.workspaceId, row.id);
  if (!current) throw notConnected(row.platform);
  return { ok: true, row: current };
}

/**
 * The account with a token good for the next minutes: refreshed first when it ends within 10
 * minutes. A failed refresh is only fatal once the current token has ended.
 */
export async function ensureFreshToken(ctx: AppContext, row: AccountRow): Promise<AccountRow> {
  if (!row.isConnected || !row.accessTokenEnc) throw notConnected(row.platform);
  if (!needsRefresh(row, ctx.clock.now())) return row;
  try {
    return await refreshAccount(ctx, row);
  } catch (error) {
    if (!stillValid(row, ctx.clock.now())) throw error;
    ctx.logger.warn({ accountId: row.id, platform: row.platform, err: error }, 'renouvellement anticipé du jeton impossible');
    return row;
  }
}

async function loadConnected(ctx: AppContext, account: AccountRef): Promise<AccountRow> {
  const row = await loadAccount(ctx, account.workspaceId, account.id);
  if (!row.isConnected || !row.accessTokenEnc) throw notConnected(row.platform);
  return row;
}

/**
 * Runs `fn` with fresh credentials; when the network answers `token_expired`, refreshes once and
 * runs it once more. A second `token_expired` marks the account "Problème" (so does a refresh
 * that fails for good). Used by sync, account
 * options and the publishing engine.
 */
export async function withFreshToken<T>(ctx: AppContext, account: AccountRef | AccountRow, fn: (credentials: AccountCredentials, row: AccountRow) => Promise<T>): Promise<T> {
  let row = 'platform' in account ? account : await loadConnected(ctx, account);
  row = await ensureFreshToken(ctx, row);
  try {
    return await fn(credentialsOf(ctx, row), row);
  } catch (error) {
    if (!isTokenExpired(error)) throw error;
  }
  row = await refreshAccount(ctx, row);
  try {
    return await fn(credentialsOf(ctx, row), row);
  } catch (error) {
    if (isTokenExpired(error)) await flagAccountProblem(ctx, row, reasonOf(error));
    throw error;
  }
}

/**
 * The credentials the publishing engine publishes with: a connected account of the workspace, its
 * token refreshed ahead of expiry. Throws "Your {platform} account is not connected properly"
 * when the account is not connected or has no token.
 */
export async function credentialsForPublishing(ctx: AppContext, workspaceId: string, accountId: string): Promise<AccountCredentials> {
  const row = await ensureFreshToken(ctx, await loadConnected(ctx, { workspaceId, id: accountId }));
  return credentialsOf(ctx, row);
}
